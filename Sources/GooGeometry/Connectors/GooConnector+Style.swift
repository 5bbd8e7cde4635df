extension GooConnector {
    /// Which connector to build between the two circles.
    ///
    /// Every style is built in the centre-line frame: `c1`, `r1` the anchor, `c2`, `r2` the
    /// dragged circle, `d = |c2 − c1|`, `u = (c2 − c1)/d` and `perp = (−u.y, u.x)` (a quarter
    /// turn clockwise on a y-down screen). A and B lie on the anchor, C and D on the dragged
    /// circle, and the path runs `A → B → C → D → A`; the article on the geometry draws all four.
    public enum Style: Hashable, Sendable {
        /// The six-point connector of QQ's badge as the blog posts rebuild it: two straight ends
        /// joined by two quadratic Bézier sides.
        ///
        /// ```
        /// A = c1 + r1·perp    B = c1 − r1·perp    O = A + (d/2)·u
        /// D = c2 + r2·perp    C = c2 − r2·perp    P = B + (d/2)·u
        /// ```
        ///
        /// The path is `A → line B → quad(P) C → line D → quad(O) A → close`. Circles that
        /// overlap or nest still have this connector; only coincident centres (no `u`) have none.
        case quadratic
        /// The connector of RedDotDrag: straight ends joined by two cubic Bézier
        /// sides whose controls lean toward the centre line, which gives a narrower, more liquid
        /// waist.
        ///
        /// A, B, C, D are those of ``GooConnector/Style/quadratic``; with `f1`, `f2` the near and
        /// far fractions and `α` the control angle of the ``GooConnector/CubicOptions``, each
        /// side's controls are pulled toward the axis by `f1·d·tan α`:
        ///
        /// ```
        /// O1 = A + f1·d·u − f1·d·tan α·perp    P1 = B + f1·d·u + f1·d·tan α·perp
        /// O2 = A + f2·d·u − f1·d·tan α·perp    P2 = B + f2·d·u + f1·d·tan α·perp
        /// ```
        ///
        /// The path is `A → line B → cubic(P1, P2) C → line D → cubic(O2, O1) A → close`. Only
        /// coincident centres have no cubic connector.
        case cubic(CubicOptions)
        /// The connector of the `AZMetaBallCanvas` post (a "metaball" bridge): its ends are the
        /// outer common tangent points of the two circles, so its sides run along the tangents.
        ///
        /// With `s = (r1 − r2)/d` the unit normals of the outer tangents are
        /// `mA = s·u + √(1 − s²)·perp` and `mB = s·u − √(1 − s²)·perp`, and
        ///
        /// ```
        /// A = c1 + r1·mA    B = c1 + r1·mB    O = (B + D)/2
        /// D = c2 + r2·mA    C = c2 + r2·mB    P = (A + C)/2
        /// ```
        ///
        /// The path is that of ``GooConnector/Style/quadratic``. The post's `atan` defect (a
        /// mirrored construction for a drag to the right with unequal radii) is not reproduced.
        /// Outer tangents exist only while `d > |r1 − r2|`: coincident centres and nested circles
        /// have no tangent connector (``GooConnector/UnavailableReason/nestedCircles``).
        case tangent
        /// Hiroyuki Sato's smooth "metaball" connector (as in Paper.js's Meta Balls example), with
        /// its ``GooConnector/MetaballOptions``: its ends spread around each circle between the
        /// overlap angle and the outer tangent angle, and its cubic handles lie along the circle
        /// tangents, so the sides join the circles with a continuous tangent (G1).
        ///
        /// Angles are measured from `u` toward `perp`. With `u1`, `u2` the half-angles of the
        /// circles' overlap (0 when apart), `θ = acos((r1 − r2)/d)` the outer tangent angle and
        /// `v` the spread:
        ///
        /// ```
        /// φ1 = u1 + (θ − u1)·v             A, B = c1 + r1·(cos φ1·u ± sin φ1·perp)
        /// φ2 = π − u2 − (π − u2 − θ)·v     D, C = c2 + r2·(cos φ2·u ± sin φ2·perp)
        /// ```
        ///
        /// Handles have length `r·h` with `h = min(v·handleRate, |A − D|/(r1 + r2))`, scaled down
        /// by `min(1, 2d/(r1 + r2))` as the circles overlap. The labels and path are those of
        /// ``GooConnector/Style/cubic(_:)``. Every `acos` argument is clamped to `[−1, 1]`, so
        /// configurations near internal tangency give finite points. Coincident centres and nested
        /// circles (`d ≤ |r1 − r2|`) have no metaball connector.
        case metaball(MetaballOptions)

        /// The style's stable name (`"quadratic"`), as `goo eval` spells it.
        public var name: String { visit(StyleNameOfStyle()) }

        /// Does what `visitor` does with the style's connector type and options: the one switch
        /// over the styles that everything generic over them goes through.
        @inlinable @inline(__always)
        func visit<Visitor: ConnectorStyleVisitor>(_ visitor: Visitor) -> Visitor.Result {
            switch self {
            case .quadratic: visitor.visit(QuadraticConnector.self, options: NoOptions())
            case .cubic(let options): visitor.visit(CubicConnector.self, options: options)
            case .tangent: visitor.visit(TangentConnector.self, options: NoOptions())
            case .metaball(let options): visitor.visit(MetaballConnector.self, options: options)
            }
        }
    }
}

/// Something to do with a style's connector type and its options, written once, generically.
@usableFromInline
protocol ConnectorStyleVisitor {
    associatedtype Result
    func visit<Shape: ConnectorShape>(_ shape: Shape.Type, options: Shape.Options) -> Result
}

private struct StyleNameOfStyle: ConnectorStyleVisitor {
    typealias Result = String
    func visit<Shape: ConnectorShape>(_ shape: Shape.Type, options: Shape.Options) -> String {
        Shape.styleName
    }
}
