// The library's Platform/ bridges (the two symbolic links beside this file) compiled against the
// stand-ins. In the library they are extensions of its own types; here they extend them from
// outside, which the re-export below makes possible without changing the bridges.
@_exported import GooGeometry
