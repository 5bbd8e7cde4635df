// The module's state and its shared buffer: one `GooBadgeModel` per `<goo-badge>` element,
// kept in the module between calls from goo-badge.js, and the numbers `goo_badge_frame` leaves
// for JavaScript to read.
//
// A wasm instance on the page runs on the browser's main thread only, and JavaScript calls one
// export at a time, so module-level state needs no lock: hence `nonisolated(unsafe)`.
import GooGeometry

/// The badges, indexed by handle, each model in a heap block of its own; `nil` is a free
/// slot, which the next create takes.
///
/// As many as the page has elements at once: a list of hundreds of chats that is not
/// virtualised is an ordinary page. Slots are reused lowest first, so the table holds as many
/// slots as the most badges alive at once, never one per badge ever created. Pointers rather
/// than the models themselves (about 2 KB each, their controller): growing the table copies
/// addresses, and the wasm carries no code to move models.
nonisolated(unsafe) var badges = UnsafeMutableBufferPointer<BadgeSlot>(start: nil, count: 0)

/// A slot of `badges`: a model's heap block, or `nil` when free.
typealias BadgeSlot = UnsafeMutablePointer<GooBadgeModel>?

/// The index of a free slot in `badges`, which is doubled (16 slots at first) when every slot is
/// taken.
func freeSlot() -> Int {
    for index in badges.indices where badges[index] == nil { return index }
    let full = badges
    badges = .allocate(capacity: full.isEmpty ? 16 : 2 * full.count)
    badges.initialize(repeating: nil)
    for index in full.indices { badges[index] = full[index] }
    full.deallocate()
    return full.count
}

/// The model of a live badge's handle, `nil` for any other number.
func badge(_ handle: Int32) -> UnsafeMutablePointer<GooBadgeModel>? {
    let index = Int(handle)
    return badges.indices.contains(index) ? badges[index] : nil
}

/// How many `Double`s the shared buffer holds: the header, every particle of a burst and a full
/// `GooPath`.
let bufferCapacity = FrameLayout.path + GooPath.capacity * FrameLayout.elementStride

/// The buffer `goo_badge_frame` writes to and JavaScript reads from the wasm memory.
///
/// Allocated once, on first use, and never freed or moved, so the address `goo_buffer` returns
/// stays valid for the life of the module.
nonisolated(unsafe) let buffer: UnsafeMutablePointer<Double> = {
    let storage = UnsafeMutablePointer<Double>.allocate(capacity: bufferCapacity)
    storage.initialize(repeating: 0, count: bufferCapacity)
    return storage
}()

/// Where each number of a frame sits in the buffer (goo-badge.js mirrors this).
///
/// Header: `[phase, opacity, text x, text y, particle count, path element count]`, with the
/// phase coded 0 resting, 1 dragging attached, 2 dragging broken, 3 returning, 4 bursting,
/// 5 dismissed. Then `x, y, r, opacity` for each particle, from `particles` on. Then, from
/// `path` on, one record of `elementStride` numbers per path element: a code (0 move, 1 line,
/// 2 quadratic, 3 cubic, 4 close, 5 arc) and its numbers: points in the order the curve is drawn
/// (`x y` for move and line, `cx cy x y` for a quadratic, `c1x c1y c2x c2y x y` for a cubic),
/// and for an arc `cx cy r start end clockwise` (angles in radians, `clockwise` 1 or 0 with
/// CoreGraphics' meaning, which is canvas `arc`'s `counterclockwise`).
enum FrameLayout {
    static let phase = 0
    static let opacity = 1
    static let text = 2
    static let particleCount = 4
    static let pathCount = 5
    static let particles = 6
    static let particleStride = 4
    static let path = particles + GooBadgeController.particleCount * particleStride
    static let elementStride = 7
}

/// Writes a frame into the buffer; no frame (a model that shows nothing) as the dismissed phase's
/// empty one, which the element draws as nothing, in its own box.
///
/// - Returns: The number of path elements, 0 when no shape is drawn.
func write(_ frame: GooBadgeController.Frame?) -> Int32 {
    guard let frame else {
        buffer[FrameLayout.phase] = phaseCode(.dismissed)
        buffer[FrameLayout.opacity] = 0
        buffer[FrameLayout.particleCount] = 0
        buffer[FrameLayout.pathCount] = 0
        return 0
    }
    buffer[FrameLayout.phase] = phaseCode(frame.phase)
    buffer[FrameLayout.opacity] = frame.opacity
    write(frame.textCenter ?? .zero, at: FrameLayout.text)
    var record = FrameLayout.particles
    for particle in frame.particles {
        write(particle.center, at: record)
        buffer[record + 2] = particle.radius
        buffer[record + 3] = particle.opacity
        record += FrameLayout.particleStride
    }
    buffer[FrameLayout.particleCount] = Double(frame.particles.count)
    let count = frame.outline.map { writePath($0.path) } ?? 0
    buffer[FrameLayout.pathCount] = Double(count)
    return count
}

/// The phase's number in the buffer.
func phaseCode(_ phase: GooBadgeController.Phase) -> Double {
    switch phase {
    case .resting: 0
    case .dragging(let isAttached): isAttached ? 1 : 2
    case .returning: 3
    case .bursting: 4
    case .dismissed: 5
    }
}

/// Writes the path's elements from `FrameLayout.path` on.
///
/// - Returns: The number of elements.
func writePath(_ path: GooPath) -> Int32 {
    var record = FrameLayout.path
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
    return Int32(path.count)
}

/// Writes a point as `x, y` from `index` on.
func write(_ point: GooPoint, at index: Int) {
    buffer[index] = point.x
    buffer[index + 1] = point.y
}

/// The connector style for the element's number (0 quadratic, 1 cubic, 2 tangent, 3 metaball),
/// with the library's default options; `nil` for an unknown number.
func connectorStyle(code: Int32) -> GooConnector.Style? {
    switch code {
    case 0: .quadratic
    case 1: .cubic(.default)
    case 2: .tangent
    case 3: .metaball(.default)
    default: nil
    }
}
