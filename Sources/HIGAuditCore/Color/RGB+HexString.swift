extension RGB {
    /// "#RRGGBB", uppercase hex, each channel rounded to nearest of 0...255.
    public var hexString: String {
        // Seven ASCII bytes fit a small (inline) string, so this does not allocate.
        String(unsafeUninitializedCapacity: 7) { buffer in
            buffer[0] = UInt8(ascii: "#")
            Self.writeHexByte(of: r, into: buffer, at: 1)
            Self.writeHexByte(of: g, into: buffer, at: 3)
            Self.writeHexByte(of: b, into: buffer, at: 5)
            return 7
        }
    }

    private static func writeHexByte(of component: Double, into buffer: UnsafeMutableBufferPointer<UInt8>, at index: Int) {
        let byte = eightBitValue(component)
        buffer[index] = uppercaseHexDigit(byte >> 4)
        buffer[index + 1] = uppercaseHexDigit(byte & 0xF)
    }

    /// The color `hexString` shows: each channel rounded to its nearest 8-bit level.
    public var shown: RGB {
        RGB(r: Double(Self.eightBitValue(r)) / 255, g: Double(Self.eightBitValue(g)) / 255, b: Double(Self.eightBitValue(b)) / 255)
    }

    private static func eightBitValue(_ component: Double) -> UInt8 {
        UInt8((clipped(component) * 255).rounded(.toNearestOrAwayFromZero))
    }

    private static func uppercaseHexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
    }
}
