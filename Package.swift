// swift-tools-version:6.0
import Foundation
import PackageDescription

let package = Package(
    name: "higaudit",
    // Linux only: the daemon watches with inotify and talks to systemd, and sources import Glibc.
    // The two programs, and the model and rules for whoever builds on them; every other
    // module is the package's own (`package` access).
    products: [
        .executable(name: "higaudit", targets: ["higaudit"]),
        .executable(name: "higauditd", targets: ["higauditd"]),
        .library(name: "HIGAuditCore", targets: ["HIGAuditCore"]),
        .library(name: "HIGAuditRules", targets: ["HIGAuditRules"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
    ],
    targets: [
        .target(name: "CMemory"),
        .target(
            name: "HIGAuditCore",
            dependencies: [.product(name: "Crypto", package: "swift-crypto"), .product(name: "NIOConcurrencyHelpers", package: "swift-nio")]),
        // libyaml, the system's (Debian's libyaml-dev, which scripts/setup installs): its
        // event API, which the composer reads without recursion.
        .systemLibrary(name: "CLibYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        .target(name: "HIGAuditYAML", dependencies: ["HIGAuditCore", "CLibYAML"]),
        .target(name: "HIGAuditRules", dependencies: ["HIGAuditCore"], plugins: ["RuleRegistry"]),
        // The catalog's list of rules, made at build time from the files of HIGAuditRules: a
        // rule is in the catalog by having its own file.
        .plugin(name: "RuleRegistry", capability: .buildTool()),
        .target(name: "HIGAuditOutputs", dependencies: ["HIGAuditCore"]),
        // zlib, the system's (Debian's zlib1g-dev, which scripts/setup installs): history
        // stores each screen's findings deflated.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(
            name: "HIGAuditHistory",
            dependencies: [
                "HIGAuditCore", "HIGAuditDaemonSettings", "CZlib",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Logging", package: "swift-log"),
            ]),
        .target(name: "HIGAuditFigma", dependencies: ["HIGAuditCore"]),
        // The daemon's sections of the configuration file, which check reads too, and where
        // they point (a PostgreSQL history's location).
        .target(name: "HIGAuditDaemonSettings", dependencies: ["HIGAuditCore"]),
        // openat2(2), which Swift cannot call through the variadic syscall(2).
        .target(name: "COpenat2"),
        .target(name: "HIGAuditFiles", dependencies: ["HIGAuditCore", "COpenat2", "CMemory", .product(name: "Crypto", package: "swift-crypto")]),
        .target(name: "HIGAuditInputs", dependencies: ["HIGAuditCore", "HIGAuditFigma", "HIGAuditInterfaceBuilder", "HIGAuditFiles"]),
        .target(name: "HIGAuditInterfaceBuilder", dependencies: ["HIGAuditCore", "HIGAuditFiles"]),
        .target(
            name: "HIGAuditCLI",
            dependencies: [
                "CMemory", "HIGAuditCore", "HIGAuditRules", "HIGAuditOutputs", "HIGAuditYAML", "HIGAuditFigma", "HIGAuditInterfaceBuilder", "HIGAuditFiles",
                "HIGAuditInputs", "HIGAuditDaemonSettings",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(name: "higaudit", dependencies: ["HIGAuditCLI"]),
        .target(
            name: "HIGAuditDaemon",
            dependencies: [
                "CMemory", "HIGAuditCore", "HIGAuditRules", "HIGAuditOutputs", "HIGAuditYAML", "HIGAuditFigma", "HIGAuditInterfaceBuilder", "HIGAuditFiles",
                "HIGAuditInputs", "HIGAuditDaemonSettings",
                "HIGAuditHistory",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ]),
        .executableTarget(
            name: "higauditd",
            dependencies: [
                "HIGAuditCore", "HIGAuditDaemon", "HIGAuditFiles", "HIGAuditRules", "HIGAuditInputs", "HIGAuditOutputs", "HIGAuditDaemonSettings",
                "HIGAuditHistory", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ]),
        // Fills a history database as a year of changes would, for bench/run.
        .executableTarget(name: "HistorySimulation", dependencies: ["HIGAuditHistory"], path: "bench/HistorySimulation"),
        .testTarget(
            name: "HIGAuditCoreTests",
            dependencies: [
                "HIGAuditCore", "HIGAuditRules", "HIGAuditInputs", "HIGAuditOutputs", "HIGAuditDaemon", "HIGAuditCLI", "HIGAuditDaemonSettings",
            ]),
        .testTarget(name: "HIGAuditYAMLTests", dependencies: ["HIGAuditYAML"]),
        .testTarget(name: "HIGAuditRulesTests", dependencies: ["HIGAuditRules", "HIGAuditCore"]),
        .testTarget(name: "HIGAuditOutputsTests", dependencies: ["HIGAuditOutputs", "HIGAuditRules"]),
        // A PostgreSQL server of the tests' own, for the history's tests.
        .target(name: "PostgresTestSupport", path: "Tests/PostgresTestSupport"),
        .testTarget(name: "HIGAuditHistoryTests", dependencies: ["HIGAuditHistory", "PostgresTestSupport", "ProcessTestSupport"]),
        // Runs the programs under test without holding a thread of the tests' pool.
        .target(
            name: "ProcessTestSupport", dependencies: [.product(name: "NIOConcurrencyHelpers", package: "swift-nio")], path: "Tests/ProcessTestSupport"),
        .testTarget(name: "HIGAuditCLITests", dependencies: ["HIGAuditCLI", "ProcessTestSupport"], exclude: ["Snapshots"]),
        .testTarget(
            name: "HIGAuditDaemonTests",
            dependencies: [
                "HIGAuditDaemon", "PostgresTestSupport", .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]),
        // The daemon run as a process and driven over its socket, as a client would; apart
        // so that `swift test --filter HIGAuditDaemonTests` runs the fast tests alone.
        .testTarget(
            name: "HIGAuditDaemonIntegrationTests",
            dependencies: [
                "HIGAuditDaemon", "PostgresTestSupport", "ProcessTestSupport", .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"), .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ]),
        .testTarget(name: "HIGAuditFigmaTests", dependencies: ["HIGAuditFigma", "HIGAuditRules"]),
        .testTarget(name: "HIGAuditFilesTests", dependencies: ["HIGAuditFiles"]),
        .testTarget(name: "HIGAuditDaemonSettingsTests", dependencies: ["HIGAuditDaemonSettings"]),
        .testTarget(name: "HIGAuditInputsTests", dependencies: ["HIGAuditInputs", "HIGAuditRules", "HIGAuditYAML"]),
        .testTarget(name: "HIGAuditInterfaceBuilderTests", dependencies: ["HIGAuditInterfaceBuilder", "HIGAuditRules", "ProcessTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

// The libFuzzer targets (Fuzz/Sources; libFuzzer supplies their `main`), only when
// scripts/fuzz builds them: a plain build could not link them.
if ProcessInfo.processInfo.environment["HIGAUDIT_FUZZ"] != nil {
    package.targets += [
        .executableTarget(
            name: "FuzzDecoder", dependencies: ["HIGAuditCore", "HIGAuditRules", "HIGAuditYAML", "HIGAuditOutputs"], path: "Fuzz/Sources/FuzzDecoder"),
        .executableTarget(
            name: "FuzzInterfaceBuilder", dependencies: ["HIGAuditCore", "HIGAuditRules", "HIGAuditInterfaceBuilder", "HIGAuditOutputs"],
            path: "Fuzz/Sources/FuzzInterfaceBuilder"),
        .executableTarget(
            name: "FuzzHTTP",
            dependencies: [
                "HIGAuditDaemon", .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            path: "Fuzz/Sources/FuzzHTTP"),
    ]
}
