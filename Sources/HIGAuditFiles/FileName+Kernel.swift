import Glibc
import HIGAuditCore

extension FileName {
    /// The text for a NUL-terminated path from the kernel or `argv`.
    package static func decode(cString pointer: UnsafePointer<CChar>) -> String {
        decode(UnsafeBufferPointer(start: pointer, count: strlen(pointer)).map { UInt8(bitPattern: $0) })
    }

    /// The command line without the program's name, each argument decoded as a path:
    /// `CommandLine.arguments` replaces bytes that are not UTF-8, and a path holding one
    /// would then name another file.
    package static func commandLineArguments() -> [String] {
        (1..<max(Int(CommandLine.argc), 1)).compactMap { index in CommandLine.unsafeArgv[index].map { decode(cString: $0) } }
    }
}
