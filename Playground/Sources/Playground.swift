// The playground's state and its shared buffer: one drag session, kept in the module between
// calls from playground.js, and the numbers each call leaves for JavaScript to read.
//
// A wasm instance on the page runs on the browser's main thread only, and JavaScript calls one
// export at a time, so module-level state needs no lock: hence `nonisolated(unsafe)`.
import GooGeometry

/// Everything the page's one badge needs between calls.
struct Playground {
    /// The session's rules, kept to rebuild the session on reset.
    let configuration: GooDragConfiguration
    /// The badge at rest: where it springs back to and where the anchor stays.
    let home: GooCircle
    /// The gesture in progress or the last one.
    var session: GooDragSession
    /// The spring back of the last release or cancel, while the page animates it.
    var springBack: SpringBack?
    /// The burst of the last dismiss, while the page animates it.
    var burst: ParticleBurst?
    /// The frame the page drew last: what a press must land on to grab the badge.
    var shown: DragFrame
    /// Advances on every dismiss so consecutive bursts scatter differently, yet reproducibly.
    var burstSeed: UInt64 = 0

    init(configuration: GooDragConfiguration, home: GooCircle) throws(DragConfigurationError) {
        self.configuration = configuration
        self.home = home
        session = try GooDragSession(anchor: home, configuration: configuration)
        shown = session.frame
    }

    /// Back to the badge at rest, keeping the configuration.
    mutating func reset() {
        // The configuration was accepted with this home in init, so it cannot throw here; the
        // fallback keeps the old session rather than trapping.
        if let fresh = try? GooDragSession(anchor: home, configuration: configuration) {
            session = fresh
        }
        springBack = nil
        burst = nil
        shown = session.frame
    }
}

/// The page's badge, `nil` until `goo_configure` succeeds.
nonisolated(unsafe) var playground: Playground?

/// How many `Double`s the shared buffer holds: a frame header and a full `GooPath` (the larger of
/// the two things written to it; a burst needs `4 × count`, 48 for the page's 12 particles).
let bufferCapacity = FrameLayout.header + GooPath.capacity * FrameLayout.elementStride

/// The buffer every call writes its answer to and JavaScript reads from the wasm memory.
///
/// Allocated once, on first use, and never freed or moved, so the address `goo_buffer` returns
/// stays valid for the life of the module; writing frames therefore allocates nothing.
nonisolated(unsafe) let buffer: UnsafeMutablePointer<Double> = {
    let storage = UnsafeMutablePointer<Double>.allocate(capacity: bufferCapacity)
    storage.initialize(repeating: 0, count: bufferCapacity)
    return storage
}()

/// Where each number of a frame sits in the buffer (playground.js mirrors this).
///
/// Header: `[attached, anchor x, y, r, drag x, y, r, area, distance, style, element count]`, then
/// one record of `elementStride` numbers per path element: a code (0 move, 1 line, 2 quadratic,
/// 3 cubic, 4 close, 5 arc) and its numbers: points in the order the curve is drawn (`x y` for
/// move and line, `cx cy x y` for a quadratic, `c1x c1y c2x c2y x y` for a cubic), and for an arc
/// `cx cy r start end clockwise` (angles in radians, `clockwise` 1 or 0 with CoreGraphics'
/// meaning, which is canvas `arc`'s `counterclockwise`), unused slots left as they were.
enum FrameLayout {
    static let attached = 0
    static let anchor = 1
    static let drag = 4
    static let area = 7
    static let distance = 8
    static let style = 9
    static let count = 10
    static let header = 11
    static let elementStride = 7
}

/// Writes a frame's circles, its outline's area and its outline path into the buffer.
///
/// - Returns: The number of path elements.
func write(_ frame: DragFrame) -> Int32 {
    let outline = frame.outline
    buffer[FrameLayout.attached] = frame.isAttached ? 1 : 0
    write(frame.anchor, at: FrameLayout.anchor)
    write(frame.drag, at: FrameLayout.drag)
    buffer[FrameLayout.area] = outline.area
    buffer[FrameLayout.distance] = frame.distance
    buffer[FrameLayout.style] = Double(styleCode(frame.style))
    return writePath(outline.path)
}

/// Writes a circle as `x, y, r` from `index` on.
func write(_ circle: GooCircle, at index: Int) {
    buffer[index] = circle.center.x
    buffer[index + 1] = circle.center.y
    buffer[index + 2] = circle.radius
}

/// Writes the path's elements after the header and their count into the header.
///
/// - Returns: The number of elements.
func writePath(_ path: GooPath) -> Int32 {
    var record = FrameLayout.header
    for element in path {
        switch element {
        case .move(let point):
            buffer[record] = 0
            write(point, at: record + 1)
        case .line(let point):
            buffer[record] = 1
            write(point, at: record + 1)
        case .quadCurve(let point, let control):
            buffer[record] = 2
            write(control, at: record + 1)
            write(point, at: record + 3)
        case .curve(let point, let control1, let control2):
            buffer[record] = 3
            write(control1, at: record + 1)
            write(control2, at: record + 3)
            write(point, at: record + 5)
        case .arc(let center, let radius, let startAngle, let endAngle, let clockwise):
            buffer[record] = 5
            write(center, at: record + 1)
            buffer[record + 3] = radius
            buffer[record + 4] = startAngle.radians
            buffer[record + 5] = endAngle.radians
            buffer[record + 6] = clockwise ? 1 : 0
        case .closeSubpath:
            buffer[record] = 4
        }
        record += FrameLayout.elementStride
    }
    buffer[FrameLayout.count] = Double(path.count)
    return Int32(path.count)
}

/// Writes a point as `x, y` from `index` on.
func write(_ point: GooPoint, at index: Int) {
    buffer[index] = point.x
    buffer[index + 1] = point.y
}

/// The page's number for a connector style: 0 quadratic, 1 cubic, 2 tangent, 3 metaball; −1 for
/// a style the page has no button for.
func styleCode(_ style: ConnectorStyle) -> Int {
    // Compared as bytes: String equality would link Unicode normalisation tables into the wasm.
    let name = style.styleName.utf8
    for code in 0..<4
    where connectorStyle(code: Int32(code))?.styleName.utf8.elementsEqual(name) == true {
        return code
    }
    return -1
}

/// The connector style for the page's number, with the library's default options; `nil` for an
/// unknown number.
func connectorStyle(code: Int32) -> ConnectorStyle? {
    switch code {
    case 0: .quadratic
    case 1: .cubic(.default)
    case 2: .tangent
    case 3: .metaball(.default)
    default: nil
    }
}
