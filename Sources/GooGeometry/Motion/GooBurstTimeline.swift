/// The timing of a frame-by-frame burst animation: which of `frameCount` images shows at a
/// time, and when the badge may be removed.
///
/// Frame `i` shows during `[i·duration/frameCount, (i+1)·duration/frameCount)`. The badge may be
/// removed at ``removalTime``, after the last frame has shown its full share (QQ's badge, as the
/// blog posts rebuild it, removed its view at 0.5 s of a 0.6 s animation, cutting the last frames).
public struct GooBurstTimeline: Hashable, Sendable {
    /// The number of images.
    public let frameCount: Int
    /// The length of the animation, in seconds.
    public let duration: Double

    /// Validates and stores a timeline.
    ///
    /// - Parameters:
    ///   - frameCount: `≥ 1`; 8 in QQ's badge.
    ///   - duration: Seconds, finite and `> 0`; 0.6 in QQ's badge.
    /// - Throws: ``GooMotionError/invalidCount`` or ``GooMotionError/invalidDuration``.
    public init(frameCount: Int = 8, duration: Double = 0.6) throws(GooMotionError) {
        guard frameCount >= 1 else { throw .invalidCount }
        guard duration.isFinite, duration > 0 else { throw .invalidDuration }
        self.frameCount = frameCount
        self.duration = duration
    }

    /// QQ's burst: 8 images over 0.6 s.
    public static let `default` = GooBurstTimeline(validFrameCount: 8, duration: 0.6)

    private init(validFrameCount: Int, duration: Double) {
        frameCount = validFrameCount
        self.duration = duration
    }

    /// The index of the image to show `time` seconds after the release, or `nil` before the
    /// burst starts and from ``removalTime`` on.
    public func imageIndex(at time: Double) -> Int? {
        guard time >= 0, time < duration else { return nil }
        // min(): rounding in time/duration must not name a frame past the last one.
        return Swift.min(Int(time / duration * Double(frameCount)), frameCount - 1)
    }

    /// When the last frame has finished and the badge may be removed: the duration.
    public var removalTime: Double { duration }
}
