/// One of the curves whose pieces make the outline.
///
/// The badge is one closed curve (``CapsuleOutline``): a capsule's caps and edges, or the
/// circle of a round badge, a capsule whose spine has no length. The joint, the circle the
/// connector ends on, lies inside it and is no curve.
enum OutlineCurve: Int {
    /// The anchor circle; its parameter is an angle.
    case anchor
    /// The badge's outline; its parameter runs along it (``CapsuleOutline/parameter(of:)``, the
    /// angle on a round badge).
    case badge
    /// The connector's side from B (on the anchor) to C (on the drag circle), `t` in `[0, 1]`.
    case sideBC
    /// The connector's side from D (on the drag circle) to A (on the anchor), `t` in `[0, 1]`.
    case sideDA

    /// Whether the curve is closed (its parameter wraps), rather than a side (`t` in `[0, 1]`).
    var isClosed: Bool { self == .anchor || self == .badge }

    /// The two sides, in order.
    static var sides: Curves { curves(from: .sideBC, through: .sideDA) }
    /// All curves, in order.
    static var all: Curves { curves(from: .anchor, through: .sideDA) }

    /// Curves in order, as a lazily mapped range: looping over it allocates nothing, where an
    /// array literal or `allCases` would.
    typealias Curves = LazyMapSequence<ClosedRange<Int>, OutlineCurve>

    private static func curves(from first: Self, through last: Self) -> Curves {
        (first.rawValue...last.rawValue).lazy.map { OutlineCurve(rawValue: $0) ?? .anchor }
    }
}
