import HIGAuditCore

extension Element {
    /// Where a touch or click lands: `hitRegion`, or else the frame.
    var effectiveHitRegion: Rect? { hitRegion ?? frame }

    /// An explicit `bezeled` wins; otherwise the filled, tinted, gray and bordered styles are bezeled.
    var isBezeled: Bool {
        if let bezeled { return bezeled }
        switch style {
        case .filled, .tinted, .gray, .bordered: return true
        case .plain, nil: return false
        }
    }
}

extension Platform {
    /// The platforms the pointer rules run on.
    var hasPointer: Bool { self == .iPadOS || self == .macOS }
}

extension Rect {
    /// How far `region` reaches beyond this rectangle on each side (negative when it falls short
    /// of an edge), to a millionth of a point: 100 - 76.01 is 23.99, not 23.989999999999995.
    func margins(of region: Rect) -> (left: Double, top: Double, right: Double, bottom: Double) {
        func points(_ value: Double) -> Double { (value * 1e6).rounded() / 1e6 }
        return (points(minX - region.minX), points(minY - region.minY), points(region.maxX - maxX), points(region.maxY - maxY))
    }

    /// The shortest distance between the two rectangles; 0 when they touch or overlap.
    func distance(to other: Rect) -> Double {
        let dx = max(0, max(minX, other.minX) - min(maxX, other.maxX))
        let dy = max(0, max(minY, other.minY) - min(maxY, other.maxY))
        return (dx * dx + dy * dy).squareRoot()
    }
}

/// Float slack for comparing measured points with limits, so that 100.1 - 88.1 still counts as 12.
enum PointComparison {
    static let epsilon = 1e-9

    static func isBelow(_ value: Double, _ limit: Double) -> Bool { value < limit - epsilon }
    static func isAbove(_ value: Double, _ limit: Double) -> Bool { value > limit + epsilon }
}
