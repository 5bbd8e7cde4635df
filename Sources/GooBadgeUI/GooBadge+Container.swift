// GooBadge's container (see GooBadge.swift): the layer above a list or a screen where its badges
// move. Not tvOS (the badge has no DragGesture there): the outer condition says so in a form
// .ci/check-availability.py reads.
#if !os(tvOS)
    #if canImport(SwiftUI) && (canImport(Darwin) || GOO_PLATFORM_STAND_INS)
        import GooGeometry
        import SwiftUI
        #if GOO_PLATFORM_STAND_INS
            import GooBadgeUI  // the toolkit-neutral part: a module of its own on Linux
        #endif

        @available(iOS 17.0, macOS 14.0, watchOS 10.0, visionOS 1.0, *)
        @available(tvOS, unavailable)
        extension GooBadge {
            static var space: NamedCoordinateSpace { .named("GooBadgeUI.container") }

            struct Lifted {  // a moving badge the container draws: its model, and its top left
                let model: GooBadgeModel
                let origin: CGPoint
            }

            // Draws every moving badge inside it, each at its place, on a frame clock that runs
            // while one of them animates; the badges themselves advance their models.
            struct Container<Content: View>: View {
                let content: Content
                @State private var lifted: [ObjectIdentifier: Lifted] = [:]

                var body: some View {
                    content.environment(\.gooBadgeLift, $lifted)
                        .overlay(alignment: .topLeading) {
                            let isIdle = lifted.values.allSatisfy {
                                $0.model.animationEndTime == nil
                            }
                            TimelineView(.animation(paused: isIdle)) { timeline in
                                let time = timeline.date.timeIntervalSinceReferenceDate
                                Canvas { context, _ in
                                    for badge in lifted.values {
                                        let (x, y) = (badge.origin.x, badge.origin.y)
                                        draw(badge.model, at: time, in: context, by: x, y)
                                    }
                                }
                            }
                            .allowsHitTesting(false)
                        }
                        .coordinateSpace(space)
                }
            }

            struct LiftKey: EnvironmentKey {
                static var defaultValue: Binding<[ObjectIdentifier: Lifted]>? { nil }
            }
        }

        @available(iOS 17.0, macOS 14.0, watchOS 10.0, visionOS 1.0, *)
        @available(tvOS, unavailable)
        extension EnvironmentValues {
            var gooBadgeLift: Binding<[ObjectIdentifier: GooBadge.Lifted]>? {
                get { self[GooBadge.LiftKey.self] }
                set { self[GooBadge.LiftKey.self] = newValue }
            }
        }
    #endif
#endif
