// On Apple platforms the library itself carries its CoreGraphics and SwiftUI bridges. On Linux
// they are compiled against the stand-ins in a module of their own (Tests/AppleStandIns);
// importing it here makes their members visible to the generated samples as written.
#if canImport(GooGeometryPlatformBridges)
    import GooGeometryPlatformBridges
#endif
