import Foundation
import Testing

@testable import HIGAuditDaemon

/// The banner's status commands work where the daemon was started.
@Suite struct StatusHintTests {
    /// A folder holding `names` as executable files, removed by the caller.
    static func folder(with names: [String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("status-hint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in names {
            try Data("#!/bin/sh\n".utf8).write(to: folder.appendingPathComponent(name))
            chmod(folder.appendingPathComponent(name).path, 0o755)
        }
        return folder
    }

    @Test func theClientBuiltBesideTheDaemonIsNamedByItsPathInsideTheWorkingFolder() throws {
        let checkout = try Self.folder(with: [])
        defer { try? FileManager.default.removeItem(at: checkout) }
        let built = checkout.appendingPathComponent(".build/debug")
        try FileManager.default.createDirectory(at: built, withIntermediateDirectories: true)
        for name in ["higaudit", "higauditd"] {
            try Data().write(to: built.appendingPathComponent(name))
            chmod(built.appendingPathComponent(name).path, 0o755)
        }
        let daemon = built.appendingPathComponent("higauditd").path
        let line = StatusHint.commands(socket: ".higaudit/higaudit.sock", executable: daemon, directory: checkout.path, path: "/nonexistent")
        #expect(line == ".build/debug/higaudit status --socket .higaudit/higaudit.sock")
        let elsewhere = StatusHint.commands(socket: "/run/h.sock", executable: daemon, directory: "/", path: "")
        #expect(elsewhere == built.path + "/higaudit status --socket /run/h.sock")
    }

    @Test func curlIsSuggestedOnlyWhereItIsInstalled() throws {
        let tools = try Self.folder(with: ["curl"])
        defer { try? FileManager.default.removeItem(at: tools) }
        let socket = "/tmp/a b/higaudit.sock"
        let with = StatusHint.commands(socket: socket, executable: "/nowhere/higauditd", directory: "/", path: tools.path)
        #expect(with == "higaudit status --socket '/tmp/a b/higaudit.sock'  (curl --unix-socket '/tmp/a b/higaudit.sock' http://localhost/v1/status)")
        let without = StatusHint.commands(socket: socket, executable: "/nowhere/higauditd", directory: "/", path: "/nonexistent")
        #expect(without == "higaudit status --socket '/tmp/a b/higaudit.sock'")
    }

    @Test func theClientOnPathIsNamedByItsName() throws {
        let installed = try Self.folder(with: ["higaudit", "higauditd"])
        defer { try? FileManager.default.removeItem(at: installed) }
        let line = StatusHint.commands(
            socket: "/run/higaudit/higaudit.sock", executable: installed.appendingPathComponent("higauditd").path, directory: "/", path: installed.path)
        #expect(line == "higaudit status --socket /run/higaudit/higaudit.sock")
    }

    @Test func pathsAreQuotedForTheShell() {
        #expect(StatusHint.quote("/run/x.sock") == "/run/x.sock")
        #expect(StatusHint.quote("it's here") == #"'it'\''s here'"#)
    }
}
