import HIGAuditCore
import Logging
import NIOCore
import NIOHTTP1

/// Who answers requests: the daemon's API, a function answering at once (fuzzing), or
/// one answering later on the connection's event loop (tests).
enum HTTPResponder: Sendable {
    case api(DaemonAPI)
    case immediate(@Sendable (APIRequest) -> APIResponse)
    case deferred(@Sendable (APIRequest, any EventLoop) -> EventLoopFuture<APIResponse>)
}

/// Serves one connection: collects a request (refusing oversized ones with 413),
/// answers it through the API, and closes connections that break the protocol.
///
/// The idle timeout closes a connection that neither sends nor receives, but not one
/// whose request is still being answered: `GET /v1/wait?timeout=300` may take minutes.
/// A connection waiting for a request must send all of it within the request deadline,
/// however slowly its bytes trickle in. A client that doesn't read its answers gets no
/// more of them made: the next request waits until the connection is writable again, so
/// at most one answer beyond the write buffer's high mark is ever held; the answers held
/// for all connections together are bounded by `ConnectionLimits.unread`.
final class HTTPConnectionHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    static let maximumBodyBytes = 64 * 1024

    private let responder: HTTPResponder
    private let logger: Logger
    private let limits: ConnectionLimits
    private var head: HTTPRequestHead?
    private var body: [UInt8] = []
    private var refused = false
    /// Requests read whose response is not written yet (more than one when pipelined).
    private var answering = 0
    /// A request read while the client wasn't reading: answered once it is writable again.
    private var held: (request: APIRequest, keepAlive: Bool)?
    private var deadline: Scheduled<Void>?
    /// Bytes of answers written on this connection, to give memory back after a big one.
    private var writtenBytes = 0

    /// The language of a refusal made before any request reaches the API: the daemon's.
    private var language: Language {
        guard case .api(let api) = responder else { return .en }
        return api.language()
    }

    init(responder: HTTPResponder, logger: Logger, limits: ConnectionLimits = .unlimited) {
        self.responder = responder
        self.logger = logger
        self.limits = limits
    }

    func handlerAdded(context: ChannelHandlerContext) {
        armDeadline(context: context)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = nil
    }

    func channelInactive(context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = nil
        held = nil
        limits.unread?.forget(context.channel)
        // Whatever this connection's answers took is free again: give it back.
        if writtenBytes > 1 << 20 { MemoryRelease.soon() }
        context.fireChannelInactive()
    }

    /// While the connection waits for a request, the whole request must come in time.
    private func armDeadline(context: ChannelHandlerContext) {
        deadline?.cancel()
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        deadline = context.eventLoop.scheduleTask(in: limits.requestDeadline) {
            let context = loopBound.value
            context.close(promise: nil)
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let requestHead):
            head = requestHead
            body = []
            refused = false
            if let length = requestHead.headers.first(name: "content-length").flatMap(Int.init), length > Self.maximumBodyBytes {
                refuse(context: context, .payloadTooLarge, Message("api.body-too-large", ["bytes": "\(Self.maximumBodyBytes)"]))
            } else if requestHead.version == .http1_1, requestHead.headers["host"].count != 1 {
                // RFC 9112, 3.2: an HTTP/1.1 request has exactly one Host header.
                refuse(context: context, .badRequest, Message("api.host"))
            }
        case .body(var buffer):
            guard !refused else { return }
            if body.count + buffer.readableBytes > Self.maximumBodyBytes {
                refuse(context: context, .payloadTooLarge, Message("api.body-too-large", ["bytes": "\(Self.maximumBodyBytes)"]))
                return
            }
            body += buffer.readBytes(length: buffer.readableBytes) ?? []
        case .end:
            guard !refused, let requestHead = head else { return }
            head = nil
            deadline?.cancel()
            deadline = nil
            let request = APIRequest(head: requestHead, body: body)
            if context.channel.isWritable {
                limits.registry?.setAnswering(context.channel, true)
                answer(request, keepAlive: requestHead.isKeepAlive, context: context)
            } else {
                // A client that doesn't read may lose its place to a new connection.
                held = (request, requestHead.isKeepAlive)
            }
        }
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable, let (request, keepAlive) = held {
            held = nil
            limits.registry?.setAnswering(context.channel, true)
            answer(request, keepAlive: keepAlive, context: context)
        }
        context.fireChannelWritabilityChanged()
    }

    private func answer(_ request: APIRequest, keepAlive: Bool, context: ChannelHandlerContext) {
        let promise = context.eventLoop.makePromise(of: APIResponse.self)
        answering += 1
        switch responder {
        case .api(let api): promise.completeWithTask { await api.respond(to: request) }
        case .immediate(let respond): promise.succeed(respond(request))
        case .deferred(let respond): promise.completeWith(respond(request, context.eventLoop))
        }
        let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        promise.futureResult.whenComplete { result in
            let (handler, context) = loopBound.value
            handler.answering -= 1
            let response = (try? result.get()) ?? .problem(.internalServerError, Message("api.no-answer"), in: handler.language)
            let written = handler.write(response, keepAlive: keepAlive, context: context)
            guard keepAlive else { return }
            // Waiting for the next request only once this answer has left the buffer: a
            // slow reader of a long answer is not cut off by the request deadline.
            written.whenComplete { _ in
                let (handler, context) = loopBound.value
                guard handler.answering == 0, handler.held == nil, context.channel.isActive else { return }
                handler.limits.registry?.setAnswering(context.channel, false)
                handler.armDeadline(context: context)
            }
        }
    }

    private func refuse(context: ChannelHandlerContext, _ status: HTTPResponseStatus, _ reason: Message) {
        refused = true
        write(.problem(status, reason, in: language), keepAlive: false, context: context)
    }

    @discardableResult
    private func write(_ response: APIResponse, keepAlive: Bool, context: ChannelHandlerContext) -> EventLoopFuture<Void> {
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: response.contentType)
        headers.add(name: "Content-Length", value: String(response.body.count))
        headers.add(name: "Cache-Control", value: "no-store")
        if !keepAlive { headers.add(name: "Connection", value: "close") }
        if let allow = response.allow { headers.add(name: "Allow", value: allow) }
        let responseHead = HTTPResponseHead(version: .http1_1, status: response.status, headers: headers)
        writtenBytes += response.body.count
        let bytes = response.body.count
        let channel = context.channel
        limits.unread?.hold(channel, bytes: bytes)
        context.write(wrapOutboundOut(.head(responseHead)), promise: nil)
        var buffer = context.channel.allocator.buffer(capacity: response.body.count)
        buffer.writeBytes(response.body)
        context.write(wrapOutboundOut(.body(.byteBuffer(buffer))), promise: nil)
        let done = context.eventLoop.makePromise(of: Void.self)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: done)
        let unread = limits.unread
        done.futureResult.whenComplete { _ in unread?.taken(channel, bytes: bytes) }
        if !keepAlive {
            done.futureResult.whenComplete { _ in channel.close(promise: nil) }
        }
        return done.futureResult
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        if let parserError = error as? HTTPParserError {
            let status: HTTPResponseStatus = parserError == .headerOverflow ? .payloadTooLarge : .badRequest
            let reason = Message(status == .payloadTooLarge ? "api.headers-too-large" : "api.malformed-request")
            write(.problem(status, reason, in: language), keepAlive: false, context: context)
            return
        }
        context.close(promise: nil)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is IdleStateHandler.IdleStateEvent {
            // Quiet while its answer is being made is not idle; the timer fires again later.
            if answering == 0 { context.close(promise: nil) }
            return
        }
        context.fireUserInboundEventTriggered(event)
    }
}
