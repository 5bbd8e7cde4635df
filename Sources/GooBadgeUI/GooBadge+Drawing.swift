// GooBadge's drawing (see GooBadge.swift): a frame of the badge in a Canvas, its text, its
// colours, all from GooBadgeStyle. Not tvOS (the badge has no DragGesture there): the outer
// condition says so in a form .ci/check-availability.py reads.
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
            // What a frame draws, with a point of margin; none for none. A badge without a
            // container sizes its canvas to it: its overlay is the badge's size, a canvas may clip.
            static func box(_ frame: GooBadgeController.Frame?) -> CGRect {
                guard let box = frame?.drawnBounds else { return .zero }
                return CGRect(
                    x: box.minX - 1, y: box.minY - 1, width: box.maxX - box.minX + 2,
                    height: box.maxY - box.minY + 2)
            }

            /// Draws the badge's frame at `time`, its top left moved by (`x`, `y`).
            static func draw(
                _ model: GooBadgeModel, at time: Double, in context: GraphicsContext,
                by x: CGFloat, _ y: CGFloat
            ) {
                guard let frame = model.frame(at: time) else { return }
                var context = context
                context.translateBy(x: x, y: y)
                context.opacity = frame.opacity
                let fill = color(model.style.fill)
                if let outline = frame.outline {
                    context.fill(Path(outline.path), with: .color(fill))
                }
                for dot in frame.particleBoxes {
                    let box = CGRect(x: dot.x, y: dot.y, width: dot.side, height: dot.side)
                    context.fill(Path(ellipseIn: box), with: .color(fill.opacity(dot.opacity)))
                }
                guard let center = frame.textCenter else { return }
                context.draw(label(model.text, model.style), at: CGPoint(x: center.x, y: center.y))
            }

            /// The count as the style draws it: its colour, its size, its weight's nearest name.
            static func label(_ text: String?, _ style: GooBadgeStyle) -> Text {
                let names: [Font.Weight] = [
                    .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
                ]
                let weight = names[style.standardFontWeight / 100 - 1]
                return Text(text ?? "").foregroundStyle(color(style.textColor))
                    .font(.system(size: style.fontSize, weight: weight))
            }

            static func color(_ color: GooBadgeColor) -> Color {
                let (red, green, blue) = (color.red, color.green, color.blue)
                return Color(.sRGB, red: red, green: green, blue: blue, opacity: color.alpha)
            }
        }
    #endif
#endif
