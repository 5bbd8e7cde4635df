/// The badge's way home after a release that springs back: its position, and the frame to draw
/// (with the connector back once it is within range), at any time after the release.
public struct SpringBack: Sendable {
    /// The motion.
    public let spring: GooSpring
    /// Where the badge was released.
    public let start: GooPoint
    /// The release velocity, in points per second.
    public let velocity: Vector
    private let session: GooDragSession

    init(session: GooDragSession, spring: GooSpring) {
        self.session = session
        self.spring = spring
        start = session.frame.drag.center
        velocity = session.releaseVelocity
    }

    /// The dragged circle's centre `time` seconds after the release.
    ///
    /// - Parameter time: Seconds since the release; negative or NaN counts as 0.
    public func position(at time: Double) -> GooPoint {
        let home = session.restingAnchor.center
        let offset = spring.offset(at: time, from: start - home, velocity: velocity)
        let position = home + offset
        // Finite offsets of finite releases stay finite; this guards the 1e308 corner.
        return position.isFinite ? position : home
    }

    /// The frame `time` seconds after the release: the link re-attaches whenever the badge is
    /// within range (and the anchor has not shrunk away), so the goo reappears on the way home.
    public func frame(at time: Double) -> DragFrame {
        let position = position(at: time)
        // A finite position fails to measure only when its distance overflows; the last drag
        // frame is then the honest answer.
        guard
            let distance = try? GooDragSession.measure(position, from: session.restingAnchor.center)
        else { return session.frame }
        return session.frame(at: position, distance: distance, wasAttached: true)
    }

    /// When the badge has come to rest: after this time it stays within `tolerance` points of
    /// home and moves slower than `tolerance` natural lengths per second; `nil` for an undamped
    /// spring that never rests.
    ///
    /// - Parameter tolerance: Points; default 0.1, well under a pixel.
    public func settlingTime(tolerance: Double = 0.1) -> Double? {
        spring.settlingTime(
            from: start - session.restingAnchor.center, velocity: velocity, tolerance: tolerance
        )
    }
}
