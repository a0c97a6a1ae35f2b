/// A 3×3 matrix held inline (no heap storage), applied to column vectors.
struct Matrix3x3: Sendable {
    typealias Row = (Double, Double, Double)

    let row0: Row
    let row1: Row
    let row2: Row

    init(_ row0: Row, _ row1: Row, _ row2: Row) {
        self.row0 = row0
        self.row1 = row1
        self.row2 = row2
    }

    func applied(to x: Double, _ y: Double, _ z: Double) -> (Double, Double, Double) {
        (
            row0.0 * x + row0.1 * y + row0.2 * z,
            row1.0 * x + row1.1 * y + row1.2 * z,
            row2.0 * x + row2.1 * y + row2.2 * z
        )
    }
}
