import Foundation
import HIGAuditCore
import HIGAuditFiles
import Logging
import NIOPosix
import ServiceLifecycle

/// The socket server: binds (or takes the socket systemd passed), says where it answers,
/// and stops accepting when the daemon stops; it is the last service to stop.
package struct HTTPServerService: Service {
    let paths: DaemonPaths
    let api: DaemonAPI
    /// The banner is said in the configuration's language.
    let settings: AuditSettingsBox
    let logger: Logger
    /// Opened once the socket answers.
    let bound: StartupGate

    package func run() async throws {
        let listening = Self.listening(paths)
        let server: HTTPServer
        do {
            server = try await HTTPServer.start(listening, api: api, group: MultiThreadedEventLoopGroup.singleton, logger: logger)
        } catch {
            logger.critical("the socket can't be bound", metadata: ["socket": "\(paths.socket)", "error": "\(error)"])
            throw error
        }
        Self.say(
            Message(
                "daemon.banner",
                [
                    "version": HIGAudit.version, "watch": paths.watch.map(FileName.display).joined(separator: ", "), "reports": FileName.display(paths.reports),
                    "socket": Self.describe(listening), "status": StatusHint.commands(socket: paths.socket),
                ]
            ).rendered(in: settings.current.language))
        bound.open()
        try? await gracefulShutdown()
        await server.stop()
    }

    private static func listening(_ paths: DaemonPaths) -> HTTPServer.Listening {
        if let descriptor = SocketActivation.listeningDescriptors().first {
            return .activated(descriptor)
        }
        let folder = (paths.socket as NSString).deletingLastPathComponent
        if !folder.isEmpty { try? AtomicFile.makeDirectories(folder) }
        return .path(paths.socket, mode: paths.socketMode)
    }

    /// Tells the person who started the daemon where to look (standard output).
    private static func say(_ text: String) {
        var line = text + "\n"
        line.withUTF8 { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    }

    private static func describe(_ listening: HTTPServer.Listening) -> String {
        switch listening {
        case .path(let path, _): path
        case .activated(let descriptor): Message("daemon.activated", ["descriptor": String(descriptor)]).rendered(in: .en)
        }
    }

    package init(
        paths: DaemonPaths, api: DaemonAPI, settings: AuditSettingsBox, logger: Logger, bound: StartupGate
    ) {
        self.paths = paths
        self.api = api
        self.settings = settings
        self.logger = logger
        self.bound = bound
    }
}
