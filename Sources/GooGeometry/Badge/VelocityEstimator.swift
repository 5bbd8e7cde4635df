/// The release velocity of a drag, estimated from the finger's recent samples.
///
/// The method is Android's `VelocityTracker` default (`lsq2`): a quadratic fitted by least
/// squares to the samples of the last ``horizon`` (100 ms), with time measured from the newest
/// sample, and its derivative at the newest sample as the velocity. Unlike a mean over the
/// window, it follows a fling that still accelerates at the release. Rules at the edges:
/// - The window includes its edge, as Android's does: a sample exactly ``horizon`` older than
///   the newest is in the fit, and any older one is not.
/// - A gap of ``pauseGap`` (40 ms) or more between two samples starts over, exactly 40 ms
///   included: a finger that stopped and then moved again flings from where it restarted.
/// - A lift at the last sample's position only tells the time (UIKit and the web report the
///   last position again); a lift ``pauseGap`` or more after it (exactly 40 ms included) means
///   the finger had stopped, and the velocity is zero. A lift elsewhere is one more sample.
/// - Two samples give their slope, one or none gives zero; so do samples whose times coincide
///   (nothing to fit).
/// - At most ``capacity`` (16) samples are kept, so that estimating allocates nothing: past it
///   each new sample pushes out the oldest.
struct VelocityEstimator: Hashable, Sendable {
    /// How far back samples count, in seconds (Android's `HORIZON`).
    static let horizon = 0.1
    /// A gap between samples that means the finger had stopped, in seconds (Android's
    /// `ASSUME_POINTER_STOPPED_TIME`).
    static let pauseGap = 0.04
    /// How many samples are kept: 100 ms of events at 120 Hz, one per display frame, with room
    /// to spare (Android keeps 20; 32 lanes instead of 16 cost 5 KB of the web element's wasm).
    static let capacity = 16

    // Fixed-size storage, so that adding a sample allocates nothing.
    private var times = SIMD16<Double>()
    private var xs = SIMD16<Double>()
    private var ys = SIMD16<Double>()
    /// The number of samples held, newest at index `count − 1`.
    private(set) var count = 0

    /// Forgets every sample.
    mutating func reset() { count = 0 }

    /// Adds a sample; `time` is never earlier than the previous one (the controller checks).
    mutating func add(_ point: GooPoint, at time: Double) {
        if count > 0 {
            let newest = times[count - 1]
            if time - newest >= Self.pauseGap {
                count = 0
            } else if time == newest {
                // A coalesced event: the later position wins.
                count -= 1
            }
        }
        if count == Self.capacity {
            Self.removeFirst(of: &times)
            Self.removeFirst(of: &xs)
            Self.removeFirst(of: &ys)
            count -= 1
        }
        Self.write(time, at: count, into: &times)
        Self.write(point.x, at: count, into: &xs)
        Self.write(point.y, at: count, into: &ys)
        count += 1
    }

    // Through a pointer: a vector lane at an index known only at run time makes the compiler
    // save, patch and reload the whole vector (about 700 instructions a sample here, and a
    // kilobyte of the web element's wasm).

    /// Moves every lane of `lanes` one down, dropping the first.
    private static func removeFirst(of lanes: inout SIMD16<Double>) {
        withUnsafeMutableBytes(of: &lanes) { bytes in
            let values = bytes.bindMemory(to: Double.self)
            guard let first = values.baseAddress else { return }
            first.update(from: first + 1, count: values.count - 1)
        }
    }

    /// Writes `value` into lane `index` of `lanes`.
    private static func write(_ value: Double, at index: Int, into lanes: inout SIMD16<Double>) {
        withUnsafeMutableBytes(of: &lanes) { bytes in
            bytes.bindMemory(to: Double.self)[index] = value
        }
    }

    /// Adds the lift: a sample when it moved, only a time check when it did not.
    mutating func addLift(_ point: GooPoint, at time: Double) {
        if count > 0, xs[count - 1] == point.x, ys[count - 1] == point.y {
            if time - times[count - 1] >= Self.pauseGap { count = 0 }
            return
        }
        add(point, at: time)
    }

    /// The velocity at the newest sample in points per second; zero when there is nothing to fit
    /// or the fit is not finite.
    var velocity: GooVector {
        guard count >= 2 else { return .zero }
        let newest = count - 1
        let now = times[newest]
        var first = newest
        while first > 0, now - times[first - 1] <= Self.horizon { first -= 1 }
        let velocity = GooVector(
            x: slope(of: xs, from: first, through: newest),
            y: slope(of: ys, from: first, through: newest))
        return velocity.x.isFinite && velocity.y.isFinite ? velocity : .zero
    }

    /// The derivative at the newest sample of the least-squares quadratic (or line, for two
    /// samples or a degenerate quadratic) through `values[first...last]`.
    private func slope(of values: SIMD16<Double>, from first: Int, through last: Int) -> Double {
        // Times in units of the horizon, from the newest (all in −1...0), and values from the
        // newest: the sums stay near 1 and the fit near its own scale.
        let now = times[last]
        let origin = values[last]
        var s0 = 0.0
        var s1 = 0.0
        var s2 = 0.0
        var s3 = 0.0
        var s4 = 0.0
        var v0 = 0.0
        var v1 = 0.0
        var v2 = 0.0
        for index in first...last {
            let t = (times[index] - now) / Self.horizon
            let v = values[index] - origin
            let t2 = t * t
            s0 += 1
            s1 += t
            s2 += t2
            s3 += t2 * t
            s4 += t2 * t2
            v0 += v
            v1 += v * t
            v2 += v * t2
        }
        // The quadratic a + b·t + c·t²: b by Cramer's rule on the normal equations.
        let determinant =
            s0 * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
        if last - first >= 2, determinant > Self.degenerateFit * s0 * s2 * s4 {
            let b = s0 * (v1 * s4 - s3 * v2) - v0 * (s1 * s4 - s3 * s2) + s2 * (s1 * v2 - v1 * s2)
            return b / determinant / Self.horizon
        }
        // The line a + b·t.
        let lineDeterminant = s0 * s2 - s1 * s1
        guard lineDeterminant > Self.degenerateFit * s0 * s2 else { return 0 }
        return (s0 * v1 - s1 * v0) / lineDeterminant / Self.horizon
    }

    /// The smallest determinant, relative to the product of the diagonal, of a fit worth making:
    /// below it the sample times nearly coincide and the normal equations lose every digit.
    private static let degenerateFit = 1e-9
}
