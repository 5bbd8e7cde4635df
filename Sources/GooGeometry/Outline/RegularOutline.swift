/// The outline of the common configuration, traced directly.
struct RegularOutline {
    init?(shape: UnionShape) { return nil }

    var path: GooPath { GooPath() }
}
