import GooGeometry

/// `{"op":"spring","from":[x,y],"to":[x,y],"velocity":[vx,vy],"response":0.4,
/// "dampingRatio":0.6,"times":[t…]}`.
struct SpringRequest {
    let from: GooPoint
    let to: GooPoint
    let velocity: GooVector
    let spring: GooSpring
    let times: [Double]

    init(_ request: inout RequestObject) throws(InputError) {
        from = try request.point("from")
        to = try request.point("to")
        if let value = request.optional("velocity"), !value.isNull {
            let point = try RequestObject.point(value, field: "velocity")
            velocity = GooVector(x: point.x, y: point.y)
        } else {
            velocity = .zero
        }
        let response = try request.optionalNumber("response") ?? GooSpring.default.response
        let ratio = try request.optionalNumber("dampingRatio") ?? GooSpring.default.dampingRatio
        do { spring = try GooSpring(response: response, dampingRatio: ratio) } catch {
            let field = error == .invalidResponse ? "response" : "dampingRatio"
            throw InputError(field: field, problem: "\(error)")
        }
        guard case .array(let items) = try request.required("times") else {
            throw InputError(field: "times", problem: "expected an array of times in seconds")
        }
        var times: [Double] = []
        for (index, item) in items.enumerated() {
            times.append(try RequestObject.number(item, field: "times[\(index)]"))
        }
        self.times = times
    }
}
