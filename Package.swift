// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "higaudit",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "higaudit", targets: ["higaudit"]),
        .library(name: "HIGAuditCore", targets: ["HIGAuditCore"]),
        .library(name: "HIGAuditRules", targets: ["HIGAuditRules"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        .target(name: "CSHA256", cSettings: [.unsafeFlags(["-O3"])]),
        .target(name: "HIGAuditCore", dependencies: ["CSHA256"]),
        .target(name: "HIGAuditYAML", dependencies: [
            "HIGAuditCore",
            .product(name: "Yams", package: "Yams"),
        ]),
        .target(name: "HIGAuditRules", dependencies: ["HIGAuditCore"]),
        .target(name: "HIGAuditCLI", dependencies: [
            "HIGAuditCore", "HIGAuditRules", "HIGAuditYAML",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "higaudit", dependencies: ["HIGAuditCLI"]),
        .testTarget(name: "HIGAuditCoreTests", dependencies: ["HIGAuditCore"]),
        .testTarget(name: "HIGAuditYAMLTests", dependencies: ["HIGAuditYAML"]),
        .testTarget(name: "HIGAuditRulesTests", dependencies: ["HIGAuditRules", "HIGAuditCore"]),
        .testTarget(name: "HIGAuditCLITests", dependencies: ["HIGAuditCLI"]),
    ],
    swiftLanguageModes: [.v6]
)
