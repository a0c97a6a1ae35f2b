// swift-tools-version:6.0
// Fuzz targets for libFuzzer, kept out of the main package (they have no `main` of their
// own). Build and run them with scripts/fuzz.
import Foundation
import PackageDescription

/// The main package is referenced by path; its identity is its folder's name.
let main = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent.lowercased()

let package = Package(
    name: "higaudit-fuzz",
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        .executableTarget(
            name: "FuzzDecoder",
            dependencies: [
                .product(name: "HIGAuditCore", package: main),
                .product(name: "HIGAuditRules", package: main),
                .product(name: "HIGAuditYAML", package: main),
                .product(name: "HIGAuditOutputs", package: main),
            ]),
        .executableTarget(
            name: "FuzzInterfaceBuilder",
            dependencies: [
                .product(name: "HIGAuditCore", package: main),
                .product(name: "HIGAuditRules", package: main),
                .product(name: "HIGAuditInterfaceBuilder", package: main),
                .product(name: "HIGAuditOutputs", package: main),
            ]),
        .executableTarget(
            name: "FuzzHTTP",
            dependencies: [
                .product(name: "HIGAuditDaemon", package: main),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
