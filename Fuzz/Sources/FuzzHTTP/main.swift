import HIGAuditDaemon
import NIOCore
import NIOEmbedded
import NIOHTTP1

/// Bytes from a client go through the daemon's HTTP pipeline: they must end in a
/// response or a closed connection, never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let channel = EmbeddedChannel()
    try! DaemonHTTPPipeline.configureForFuzzing(channel.pipeline.syncOperations)
    var buffer = channel.allocator.buffer(capacity: size)
    buffer.writeBytes(UnsafeRawBufferPointer(start: data, count: size))
    _ = try? channel.writeInbound(buffer)
    while (try? channel.readOutbound(as: ByteBuffer.self)) != nil {}
    // The handler closes the channel itself after a malformed request: `finish()` would
    // then throw before running and cancelling the loop's remaining tasks, and every such
    // input would keep its channel alive (the fuzzer's memory grew by ~13 KB per input).
    _ = try? channel.finish(acceptAlreadyClosed: true)
    return 0
}
