// libFuzzer target for the badge controller: any sequence of events (any kind, any order, any
// time, any position) is accepted or refused with a typed error that leaves the controller as it
// was; every frame is finite; every dismissal is reported exactly once; nothing is drawn once
// dismissed; and once the animations are over no frame is asked for. Built with the library's
// sources and Fuzz/Shared/ByteReader.swift by Fuzz/run.sh.

/// Everything a UI can observe of a controller, to compare before and after a refused event.
struct Observed: Equatable {
    var phase: GooBadgeController.Phase
    var time: Double?
    var velocity: GooVector
    var frames: [GooBadgeController.Frame]

    init(_ badge: GooBadgeController) {
        phase = badge.phase
        time = badge.time
        velocity = badge.releaseVelocity
        let base = badge.time ?? 0
        frames = [base, base + 0.05, base + 1].map { badge.frame(at: $0) }
    }
}

func checkFrame(_ frame: GooBadgeController.Frame, _ what: String) {
    check(frame.opacity >= 0 && frame.opacity <= 1, "\(what): opacity \(frame.opacity)")
    if let badge = frame.badge, let outline = frame.outline {
        let anchorIsFinite = frame.anchor.map { $0.center.isFinite && $0.radius.isFinite } ?? true
        check(badge.center.isFinite && anchorIsFinite, "\(what): shape")
        checkFinite(outline.path, "\(what) outline")
    }
    for particle in frame.particles {
        check(
            particle.center.isFinite && particle.radius.isFinite && particle.opacity.isFinite,
            "\(what): particle")
    }
    if frame.phase == .dismissed { check(frame.isEmpty, "\(what): drawn after the dismissal") }
}

/// Whether the badge is bursting or dismissed: a dismissal has begun and not been reset.
func isGone(_ phase: GooBadgeController.Phase) -> Bool {
    phase == .bursting || phase == .dismissed
}

/// libFuzzer's entry point: a badge, its rules, and up to 64 events.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBadgeTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var reader = ByteReader(bytes: UnsafeBufferPointer(start: data, count: size))
    guard let circle = try? GooCircle(center: reader.point(), radius: reader.number()) else {
        return 0
    }
    let rules = reader.byte()
    let configuration =
        (try? GooDragConfiguration(
            breakDistance: .points(reader.number()),
            reconnectDistance: rules & 1 == 0 ? nil : .points(reader.number()),
            release: rules & 2 == 0 ? .springBackWithinRange : .dismissOnceBroken,
            flingSpeed: rules & 4 == 0 ? nil : reader.number(),
            badgeWidth: rules & 8 == 0 ? nil : reader.number())) ?? .default
    guard
        var badge = try? GooBadgeController(
            badge: circle, configuration: configuration, hitSlop: Double(reader.byte()),
            reducesMotion: rules & 16 != 0)
    else { return 0 }
    var clock = 0.0
    var dismissals = 0
    var dismissed = 0
    for _ in 0..<64 where reader.index < reader.bytes.count {
        let kind = reader.byte()
        // Mostly a clock that moves on; sometimes any number at all.
        let time = kind & 0x80 == 0 ? clock + Double(reader.byte()) / 256 : reader.number()
        if time.isFinite { clock = Swift.max(clock, time) }
        // Positions near the badge's centre most of the time, so that drags happen.
        let point =
            kind & 0x40 == 0
            ? GooPoint(
                x: circle.center.x + Double(Int8(bitPattern: reader.byte())),
                y: circle.center.y + Double(Int8(bitPattern: reader.byte())))
            : reader.point()
        let before = Observed(badge)
        let wasGone = isGone(badge.phase)
        let result: Result<GooBadgeController.Events, GooBadgeError>
        do throws(GooBadgeError) {
            switch kind % 7 {
            case 0: result = .success(try badge.touchDown(at: point, time: time))
            case 1: result = .success(try badge.touchMoved(to: point, time: time))
            case 2: result = .success(try badge.touchUp(at: point, time: time))
            case 3: result = .success(try badge.touchCancelled(time: time))
            case 4: result = .success(try badge.dismiss(time: time))
            case 5: result = .success(try badge.reset(time: time))
            default: result = .success(try badge.advance(to: time))
            }
        } catch {
            result = .failure(error)
        }
        switch result {
        case .success(let events):
            if events.contains(.dismissed) { dismissed += 1 }
            // A dismissal starts a burst; one too short to last at this time (1e300 + 0.6 s is
            // 1e300) is over within the same call.
            if isGone(badge.phase) && !wasGone { dismissals += 1 }
            checkFrame(badge.frame(at: time), "after event \(kind % 7)")
        case .failure(let error):
            check(Observed(badge) == before, "refused with \(error), but the state changed")
        }
        checkFrame(badge.frame(at: reader.number()), "at any time")
    }
    // Let every animation end: one dismissed per dismissal, and then no frame asked for.
    let end = Swift.min(clock + 1e7, .greatestFiniteMagnitude)
    if let events = try? badge.advance(to: end), events.contains(.dismissed) { dismissed += 1 }
    check(badge.nextFrameTime(after: end) == nil, "a frame asked for after every animation")
    check(dismissed == dismissals, "\(dismissals) dismissals, \(dismissed) dismissed events")
    return 0
}
