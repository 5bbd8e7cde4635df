/// The inline storage of a ``GooPath``: its elements' coordinates packed one after another, and
/// one 16-bit code per element.
///
/// Why this shape. A path is made on every frame, and Swift fills a stored tuple whole before
/// use, so its size is a cost per frame: packed coordinates (518 at most) take half the bytes
/// of one ``GooPath/Element`` per slot (56 each). And a tuple read at a position known only at run
/// time is copied whole first (indexing needs an address, and a borrowed value has none), while
/// a read at a constant position is a plain load: so rows are read through a `switch` over
/// constant positions, and only the row read (64 or 16 bytes) is copied. Rows are SIMD vectors
/// rather than tuples of eight: the release code is the same, and the debug build's compiler
/// handles a SIMD row as one value where it would expand a tuple's eight.
extension GooPath {
    @usableFromInline
    typealias Row = SIMD8<Double>

    @usableFromInline
    typealias Coordinates = (
        Row, Row, Row, Row, Row, Row, Row,
        Row, Row, Row, Row, Row, Row, Row,
        Row, Row, Row, Row, Row, Row, Row,
        Row, Row, Row, Row, Row, Row, Row,
        Row, Row, Row, Row, Row, Row, Row,
        Row, Row, Row, Row, Row, Row, Row,
        Row, Row, Row, Row, Row, Row, Row,
        Row, Row, Row, Row, Row, Row, Row,
        Row, Row, Row, Row, Row, Row, Row,
        Row, Row
    )

    @usableFromInline
    typealias CodeRow = SIMD8<UInt16>

    @usableFromInline
    typealias Codes = (
        CodeRow, CodeRow, CodeRow, CodeRow, CodeRow, CodeRow, CodeRow,
        CodeRow, CodeRow, CodeRow, CodeRow, CodeRow, CodeRow, CodeRow,
        CodeRow, CodeRow, CodeRow, CodeRow, CodeRow
    )

    /// The codes' storage: ``capacity`` rounded up to whole rows.
    @inlinable
    static var codeCapacity: Int { 19 * 8 }

    /// The value of the storage's filler, never read.
    ///
    /// Natively not zero: a large zeroed tuple becomes a `memset` call, which under valgrind
    /// (and on some CPUs) costs a step per byte, while any other constant is vector stores.
    /// Embedded builds are judged by their size instead, and there zero makes the filler one
    /// `memset` (a `memory.fill` in the wasm: no vector stores there), where another constant
    /// is a store per coordinate, 4.5 KB of code wherever a path is made.
    @inlinable @inline(__always)
    static var filler: UInt16 {
        #if hasFeature(Embedded)
            0
        #else
            1
        #endif
    }

    /// Filler coordinates (see ``filler``).
    @inlinable @inline(__always)
    static var emptyCoordinates: Coordinates {
        let row = Row(repeating: Double(filler))
        return (
            row, row, row, row, row, row, row, row, row,
            row, row, row, row, row, row, row, row, row,
            row, row, row, row, row, row, row, row, row,
            row, row, row, row, row, row, row, row, row,
            row, row, row, row, row, row, row, row, row,
            row, row, row, row, row, row, row, row, row,
            row, row, row, row, row, row, row, row, row,
            row, row
        )
    }

    /// Filler codes (see ``filler``).
    @inlinable @inline(__always)
    static var emptyCodes: Codes {
        let row = CodeRow(repeating: filler)
        return (
            row, row, row, row, row, row, row, row, row,
            row, row, row, row, row, row, row, row, row,
            row
        )
    }

    /// The row of eight coordinates at a row index; past the end, the last row (an element at
    /// its end never reads the row after).
    @usableFromInline
    func coordinateRow(_ index: Int) -> Row {
        switch index {
        case 0: coordinates.0
        case 1: coordinates.1
        case 2: coordinates.2
        case 3: coordinates.3
        case 4: coordinates.4
        case 5: coordinates.5
        case 6: coordinates.6
        case 7: coordinates.7
        case 8: coordinates.8
        case 9: coordinates.9
        case 10: coordinates.10
        case 11: coordinates.11
        case 12: coordinates.12
        case 13: coordinates.13
        case 14: coordinates.14
        case 15: coordinates.15
        case 16: coordinates.16
        case 17: coordinates.17
        case 18: coordinates.18
        case 19: coordinates.19
        case 20: coordinates.20
        case 21: coordinates.21
        case 22: coordinates.22
        case 23: coordinates.23
        case 24: coordinates.24
        case 25: coordinates.25
        case 26: coordinates.26
        case 27: coordinates.27
        case 28: coordinates.28
        case 29: coordinates.29
        case 30: coordinates.30
        case 31: coordinates.31
        case 32: coordinates.32
        case 33: coordinates.33
        case 34: coordinates.34
        case 35: coordinates.35
        case 36: coordinates.36
        case 37: coordinates.37
        case 38: coordinates.38
        case 39: coordinates.39
        case 40: coordinates.40
        case 41: coordinates.41
        case 42: coordinates.42
        case 43: coordinates.43
        case 44: coordinates.44
        case 45: coordinates.45
        case 46: coordinates.46
        case 47: coordinates.47
        case 48: coordinates.48
        case 49: coordinates.49
        case 50: coordinates.50
        case 51: coordinates.51
        case 52: coordinates.52
        case 53: coordinates.53
        case 54: coordinates.54
        case 55: coordinates.55
        case 56: coordinates.56
        case 57: coordinates.57
        case 58: coordinates.58
        case 59: coordinates.59
        case 60: coordinates.60
        case 61: coordinates.61
        case 62: coordinates.62
        case 63: coordinates.63
        default: coordinates.64
        }
    }

    /// The code of the element at a position in `0..<count`.
    @usableFromInline
    func code(at position: Int) -> UInt16 {
        let row: CodeRow
        switch position >> 3 {
        case 0: row = codes.0
        case 1: row = codes.1
        case 2: row = codes.2
        case 3: row = codes.3
        case 4: row = codes.4
        case 5: row = codes.5
        case 6: row = codes.6
        case 7: row = codes.7
        case 8: row = codes.8
        case 9: row = codes.9
        case 10: row = codes.10
        case 11: row = codes.11
        case 12: row = codes.12
        case 13: row = codes.13
        case 14: row = codes.14
        case 15: row = codes.15
        case 16: row = codes.16
        case 17: row = codes.17
        default: row = codes.18
        }
        return row[position & 7]
    }
}
