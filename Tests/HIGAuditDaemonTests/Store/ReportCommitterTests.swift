import Foundation
import HIGAuditFiles
import NIOConcurrencyHelpers
import Testing

@testable import HIGAuditDaemon

/// Staged files go into place in groups, in order, and a job hears whether they did.
@Suite struct ReportCommitterTests {
    private func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("higaudit-commit-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func stagedFilesAreInvisibleUntilCommittedThenAllInPlace() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let committer = ReportCommitter(root: root, logger: silentLogger)
        let results = NIOLockedValueBox<[Int: Bool]>([:])
        var staged: [[StagedFile]] = []
        for job in 0..<50 {
            let page = try StagedFile.stage(Array("page \(job)".utf8), to: root + "/\(job).html")
            let report = try StagedFile.stage(Array("report \(job)".utf8), to: root + "/\(job).json")
            staged.append([page, report])
        }
        #expect(contents(root + "/0.json") == nil, "nothing under its final name before the commit")
        for (job, files) in staged.enumerated() {
            await committer.commit(ReportCommitter.Batch(files: files) { committed in results.withLockedValue { $0[job] = committed } })
        }
        await committer.finish()
        #expect(results.withLockedValue { $0 }.count == 50)
        #expect(results.withLockedValue { $0 }.values.allSatisfy { $0 })
        for job in 0..<50 {
            #expect(contents(root + "/\(job).json") == "report \(job)")
            #expect(contents(root + "/\(job).html") == "page \(job)")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: root)
        #expect(!names.contains { $0.hasPrefix(AtomicFile.temporaryPrefix) })
    }

    @Test func aFileThatCantGoInPlaceFailsItsJobAndLeavesNoTemporaryFile() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let committer = ReportCommitter(root: root, logger: silentLogger)
        // A non-empty folder where the report should go: the rename fails.
        try FileManager.default.createDirectory(atPath: root + "/taken.json/inside", withIntermediateDirectories: true)
        let good = try StagedFile.stage(Array("good".utf8), to: root + "/good.json")
        let page = try StagedFile.stage(Array("page".utf8), to: root + "/taken.html")
        let report = try StagedFile.stage(Array("report".utf8), to: root + "/taken.json")
        let results = NIOLockedValueBox<[String: Bool]>([:])
        await committer.commit(ReportCommitter.Batch(files: [good]) { committed in results.withLockedValue { $0["good"] = committed } })
        await committer.commit(ReportCommitter.Batch(files: [page, report]) { committed in results.withLockedValue { $0["taken"] = committed } })
        await committer.finish()
        #expect(results.withLockedValue { $0 } == ["good": true, "taken": false])
        #expect(contents(root + "/good.json") == "good")
        let names = try FileManager.default.contentsOfDirectory(atPath: root)
        #expect(!names.contains { $0.hasPrefix(AtomicFile.temporaryPrefix) })
    }

    @Test func aLargeGroupIsFlushedWithItsFileSystemAndFailsWholeWhenThatFails() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // The committer's folder is gone, so `syncfs` has nothing to open.
        let committer = ReportCommitter(root: root + "/missing", logger: silentLogger) { 0 }
        let files = try (0...FlushChoice.fileByFileLimit).map { try StagedFile.stage(Array("\($0)".utf8), to: root + "/\($0).json") }
        let result = NIOLockedValueBox<Bool?>(nil)
        await committer.commit(ReportCommitter.Batch(files: files) { committed in result.withLockedValue { $0 = committed } })
        await committer.finish()
        #expect(result.withLockedValue { $0 } == false)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).isEmpty, "the temporary files are gone")
    }

    @Test func aSmallGroupIsFlushedFileByFileWithoutTheFileSystem() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let committer = ReportCommitter(root: root + "/missing", logger: silentLogger)
        let files = try (0..<FlushChoice.fileByFileLimit).map { try StagedFile.stage(Array("\($0)".utf8), to: root + "/\($0).json") }
        let result = NIOLockedValueBox<Bool?>(nil)
        await committer.commit(ReportCommitter.Batch(files: files) { committed in result.withLockedValue { $0 = committed } })
        await committer.finish()
        #expect(result.withLockedValue { $0 } == true)
        #expect(contents(root + "/0.json") == "0")
    }

    @Test func aMiddlingGroupGoesFileByFileWhileMuchElseIsPendingAndWithItsFileSystemInAScan() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // Another program's writes pending: `syncfs` (which would fail, the folder being
        // gone) is not used, unless the group is part of a scan.
        let committer = ReportCommitter(root: root + "/missing", logger: silentLogger) { 1 << 30 }
        func group(_ name: String) throws -> [StagedFile] {
            try (0...FlushChoice.fileByFileLimit).map { try StagedFile.stage(Array("\($0)".utf8), to: root + "/\(name)\($0).json") }
        }
        let results = NIOLockedValueBox<[String: Bool]>([:])
        await committer.commit(ReportCommitter.Batch(files: try group("burst")) { committed in results.withLockedValue { $0["burst"] = committed } })
        await committer.finish()
        let scan = ReportCommitter.Batch(files: try group("scan"), queuedBehind: FlushChoice.scanQueue + 1) { committed in
            results.withLockedValue { $0["scan"] = committed }
        }
        await committer.commit(scan)
        await committer.finish()
        #expect(results.withLockedValue { $0 } == ["burst": true, "scan": false])
        #expect(contents(root + "/burst8.json") == "8")
        #expect(contents(root + "/scan0.json") == nil)
    }

    @Test func aFileLostBeforeItsFlushFailsOnlyItsJob() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let committer = ReportCommitter(root: root, logger: silentLogger)
        let lost = try StagedFile.stage(Array("lost".utf8), to: root + "/lost.json")
        let kept = try StagedFile.stage(Array("kept".utf8), to: root + "/kept.json")
        lost.discard()
        let results = NIOLockedValueBox<[String: Bool]>([:])
        await committer.commit(ReportCommitter.Batch(files: [lost]) { committed in results.withLockedValue { $0["lost"] = committed } })
        await committer.commit(ReportCommitter.Batch(files: [kept]) { committed in results.withLockedValue { $0["kept"] = committed } })
        await committer.finish()
        #expect(results.withLockedValue { $0 } == ["lost": false, "kept": true])
        #expect(contents(root + "/kept.json") == "kept")
        #expect(contents(root + "/lost.json") == nil)
    }
}
