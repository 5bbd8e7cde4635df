// The module's heap, in place of wasi-libc's dlmalloc (10 KB of the wasm, 4 KB of its gzip): the
// two functions Embedded Swift's runtime calls, `posix_memalign` and `free`, over blocks of a
// power of two bytes, each freed block kept on its size's list for the next request of that size.
//
// Little allocates: the frame buffer, once, and the badge table, which doubles when a page has
// more badges than slots (each table a power of two of slots, the old one freed). Reusing blocks
// by exact size serves that pattern with no search. The memory itself comes from wasi-libc's
// `sbrk` (whole wasm pages) and is never given back, as with any wasm allocator.

/// The smallest block, as a power of two: 32 bytes.
private let smallestClass = 5

/// Every block starts with this many bytes holding its size class; the caller's bytes follow,
/// so they are as aligned as the block (16 bytes).
private let headerSize = 16

/// The wasm page, the unit `sbrk` grows the memory by.
private let pageSize = 65536

/// Freed blocks by size class, linked through their first word (the caller's bytes, now free).
nonisolated(unsafe) private var freeBlocks = InlineArray<32, UnsafeMutableRawPointer?>(
    repeating: nil)

/// The part of the memory taken from `sbrk` and not yet handed out.
nonisolated(unsafe) private var arena: (next: Int, end: Int) = (0, 0)

/// Allocates `size` bytes aligned to `alignment` (at most 16) into `result`.
///
/// - Returns: 0, or ENOMEM (48 in WASI) when the alignment is larger than 16, the size absurd or
///   the memory cannot grow; Swift's runtime then stops with its allocation failure.
@_cdecl("posix_memalign")
public func heapAllocate(
    _ result: UnsafeMutablePointer<UnsafeMutableRawPointer?>, _ alignment: Int, _ size: Int
) -> Int32 {
    let outOfMemory: Int32 = 48
    guard alignment <= headerSize, size >= 0, size <= 1 << 30 else { return outOfMemory }
    var sizeClass = smallestClass
    while 1 << sizeClass < size + headerSize { sizeClass += 1 }
    if let block = freeBlocks[sizeClass] {
        freeBlocks[sizeClass] = block.load(as: UnsafeMutableRawPointer?.self)
        result.pointee = block
        return 0
    }
    let blockSize = 1 << sizeClass
    if arena.end - arena.next < blockSize {
        let growth = (blockSize + pageSize - 1) / pageSize * pageSize
        let start = Int(bitPattern: sbrk(growth))
        guard start != -1 else { return outOfMemory }
        // `sbrk` hands out the pages after the last ones; a remainder too small is left over.
        if start != arena.end { arena.next = start }
        arena.end = start + growth
    }
    guard let header = UnsafeMutableRawPointer(bitPattern: arena.next) else { return outOfMemory }
    arena.next += blockSize
    header.storeBytes(of: sizeClass, as: Int.self)
    result.pointee = header + headerSize
    return 0
}

/// Frees a block from `heapAllocate`: it waits on its size's list for the next request.
@_cdecl("free")
public func heapFree(_ pointer: UnsafeMutableRawPointer?) {
    guard let pointer else { return }
    let sizeClass = (pointer - headerSize).load(as: Int.self)
    pointer.storeBytes(of: freeBlocks[sizeClass], as: UnsafeMutableRawPointer?.self)
    freeBlocks[sizeClass] = pointer
}

/// wasi-libc's break: `increment` more bytes (whole pages) at the end of the memory, their start
/// returned, or −1 when the memory cannot grow.
@_extern(c, "sbrk")
func sbrk(_ increment: Int) -> UnsafeMutableRawPointer?
