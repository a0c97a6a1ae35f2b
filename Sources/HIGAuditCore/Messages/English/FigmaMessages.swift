extension EnglishMessages {
    /// Figma exports: reading them, and `higaudit import figma`.
    static let figma: [String: String] = [
        "figma.not-figma": "not a Figma export: the top level needs \"document\" with \"type\": \"DOCUMENT\" (the JSON of GET /v1/files/:key)",
        "figma.children": "must be an array of pages",
        "figma.expected.string": "must be a string",
        "figma.expected.boolean": "must be true or false",
        "figma.expected.number": "must be a finite number",
        "figma.expected.unit": "must be a number from 0 to 1",
        "figma.expected.array": "must be an array",
        "figma.expected.object": "must be a JSON object",
        "figma.expected.box": "must be an object with the numbers x, y, width and height, the width and height not negative",
        "figma.expected.color": "must be an object with the numbers r, g and b (and a), each from 0 to 1",
        "figma.node": "must be a Figma node (a JSON object)",
        "figma.import.unreadable": "can't read {path}: {reason}",
        "figma.import.invalid": "{path} can't be imported: {problem} (at \"{pointer}\")",
        "figma.import.no-frames": "{path} has no top-level frames to import",
        "figma.import.unwritable": "can't write {path}",
        "figma.import.wrote": "{path}: \"{frame}\" on page \"{page}\" (node {node})",
        "figma.import.summary": "{count} screens written to {directory}",
    ]
}
