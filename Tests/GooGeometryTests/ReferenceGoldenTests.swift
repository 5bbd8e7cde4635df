import GooGeometry
import Testing

/// The library against `Reference/reference.py`.
///
/// The script is an independent transcription of the seed formulas (see its docstring).
/// Tolerance: 1e-12 of the configuration's size.
@Suite struct ReferenceGoldenTests {
    @Test(arguments: ReferenceFixtures.quadratic)
    func quadraticMatchesReference(_ golden: ReferenceCase) throws {
        try check(golden, style: .quadratic)
    }

    @Test(arguments: ReferenceFixtures.tangent)
    func tangentMatchesReference(_ golden: ReferenceCase) throws {
        try check(golden, style: .tangent)
    }

    @Test(arguments: ReferenceFixtures.cubic)
    func cubicMatchesReference(_ golden: ReferenceCase) throws {
        let (angle, near, far) = try #require(golden.cubicOptions)
        let options = try CubicConnector.Options(
            angle: .degrees(angle), nearFraction: near, farFraction: far
        )
        try check(golden, style: .cubic(options))
    }

    @Test(arguments: ReferenceFixtures.metaball)
    func metaballMatchesReference(_ golden: ReferenceCase) throws {
        let (spread, rate, _) = golden.cubicOptions ?? (0.5, 2.4, 0)
        let options = try MetaballConnector.Options(spread: spread, handleRate: rate)
        try check(golden, style: .metaball(options))
    }

    @Test func everyStyleHasAtLeastTwelveConnectedCases() {
        for cases in [
            ReferenceFixtures.quadratic, ReferenceFixtures.tangent, ReferenceFixtures.metaball,
        ] {
            #expect(cases.filter { $0.points != nil }.count >= 12)
        }
        #expect(ReferenceFixtures.cubic.filter { $0.points != nil }.count >= 12)
    }

    private func check(_ golden: ReferenceCase, style: ConnectorStyle) throws {
        let (anchor, drag) = try golden.circles()
        let result = labelledPoints(style, anchor: anchor, drag: drag)
        switch (result, golden.points) {
        case (.success(let points), .some(let expected)):
            let error = largestDifference(points, expected)
            #expect(error <= 1e-12 * golden.scale, "\(golden.name): off by \(error)")
        case (.failure(let box), .none):
            #expect("\(box.reason)" != "" && golden.reason == reasonName(box.reason))
        case (.success(let points), .none):
            Issue.record("\(golden.name): expected no connector, got \(points)")
        case (.failure(let box), .some):
            Issue.record("\(golden.name): expected a connector, got \(box.reason)")
        }
    }

    private func reasonName(_ reason: NoConnectorReason) -> String {
        switch reason {
        case .coincidentCenters: "coincidentCenters"
        case .nestedCircles: "nestedCircles"
        case .notRepresentable: "notRepresentable"
        }
    }
}
