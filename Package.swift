// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "GooGeometry",
    products: [
        .library(name: "GooGeometry", targets: ["GooGeometry"]),
        .executable(name: "goo", targets: ["goo"]),
    ],
    targets: [
        // The library: the Swift standard library and the platform C maths library only.
        .target(name: "GooGeometry"),
        // Everything the command-line tool does, kept in a library so its contract can be tested.
        .target(name: "GooTool", dependencies: ["GooGeometry"]),
        .executableTarget(name: "goo", dependencies: ["GooTool"]),
        // Per-frame benchmarks (release builds); compared with Benchmarks/c in Benchmarks/README.md.
        .executableTarget(name: "goo-bench", dependencies: ["GooGeometry"]),
        // XCTest helpers shared by the test targets: table-driven cases and typed-error checks.
        .target(name: "GooTestSupport", path: "Tests/GooTestSupport"),
        .testTarget(
            name: "GooGeometryTests",
            dependencies: ["GooGeometry", "GooTestSupport"],
            exclude: ["Reference/reference.py"]
        ),
        .testTarget(name: "GooToolTests", dependencies: ["GooTool", "GooTestSupport"]),
    ]
)
