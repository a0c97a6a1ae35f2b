/// The color behind an element, as `screen-format.md` defines the effective background.
public struct EffectiveBackground: Sendable, Equatable {
    /// The composited color; when `isUnknown`, the color of the known layers only.
    public var color: RGB
    /// An image or gradient shows through: the real color can't be known.
    public var isUnknown: Bool
}

/// Works out effective backgrounds by walking back over the layers painted earlier, and
/// stopping at the first opaque one that lies behind the element.
public final class PaintAnalysis {
    private let screen: Screen
    /// Visible elements that paint a background, image or gradient, in paint order.
    private let painters: [Int]
    /// For each element, how many painters come before it in paint order.
    private let paintersBefore: [Int]
    /// Backgrounds worked out so far, by element. Written through a pointer: a stored array
    /// of a class would be checked for exclusive access on every read and write.
    private let cache: UnsafeMutableBufferPointer<EffectiveBackground?>

    /// Works out what is painted behind each element of `screen`.
    public init(screen: Screen) {
        self.screen = screen
        var painters: [Int] = []
        var paintersBefore: [Int] = []
        paintersBefore.reserveCapacity(screen.elements.count)
        for index in screen.elements.indices {
            paintersBefore.append(painters.count)
            if !screen.elements[index].isHiddenInTree && screen.elements[index].paintsBackground { painters.append(index) }
        }
        self.painters = painters
        self.paintersBefore = paintersBefore
        cache = .allocate(capacity: screen.elements.count)
        cache.initialize(repeating: nil)
    }

    deinit { cache.deallocate() }

    /// The background behind element `index`'s content, its own background included.
    public func background(of index: Int) -> EffectiveBackground {
        if let cached = cache[index] { return cached }
        var result = backgroundBehind(index)
        if screen.elements[index].backgroundImage || screen.elements[index].gradient {
            result.isUnknown = true
        } else if let own = screen.elements[index].background {
            result.color = own.composited(over: result.color)
            if own.isOpaque { result.isUnknown = false }
        }
        cache[index] = result
        return result
    }

    /// The background painted before element `index`, without its own.
    public func backgroundBehind(_ index: Int) -> EffectiveBackground {
        // Layers are painters before the element (ancestors that paint are painters too).
        withUnsafeTemporaryAllocation(of: Int.self, capacity: paintersBefore[index] + 1) { layers in
            var count = 0
            var unknown = false
            func take(_ layer: Int) -> Bool {
                precondition(count < layers.count)
                layers[count] = layer
                count += 1
                if screen.elements[layer].backgroundImage || screen.elements[layer].gradient {
                    unknown = true
                    return true
                }
                return screen.elements[layer].background?.isOpaque ?? false
            }
            walkLayers(behind: index, take)
            var color = screen.background
            for position in stride(from: count - 1, through: 0, by: -1) {
                let layer = layers[position]
                if let background = screen.elements[layer].background, !screen.elements[layer].backgroundImage, !screen.elements[layer].gradient {
                    color = background.composited(over: color)
                }
            }
            return EffectiveBackground(color: color, isUnknown: unknown)
        }
    }

    /// The layers of element `index`'s effective background, back to front: those painted
    /// before it from the last opaque one (or an image or gradient) on, then its own fill;
    /// and whether the screen's background shows through all of them.
    public func backgroundLayers(of index: Int) -> (layers: [Int], screenShows: Bool) {
        var layers: [Int] = []
        var stopped = false
        let element = screen.elements[index]
        if element.backgroundImage || element.gradient || element.background?.isOpaque == true {
            return ([index], false)
        }
        walkLayers(behind: index) { layer in
            layers.append(layer)
            let painter = screen.elements[layer]
            stopped = painter.backgroundImage || painter.gradient || (painter.background?.isOpaque ?? false)
            return stopped
        }
        layers.reverse()
        if element.background != nil { layers.append(index) }
        return (layers, !stopped)
    }

    /// Calls `take` with each layer painted behind element `index`, front to back, until it
    /// returns true: the painters before it whose frame holds its frame (any painting
    /// ancestor, for an element without a frame).
    @inline(__always)
    private func walkLayers(behind index: Int, _ take: (Int) -> Bool) {
        if let frame = screen.elements[index].frame {
            var k = paintersBefore[index] - 1
            while k >= 0 {
                let layer = painters[k]
                if isBehind(layer, index: index, frame: frame), take(layer) { break }
                k -= 1
            }
        } else {
            var ancestor = screen.elements[index].parent
            while ancestor >= 0 {
                if screen.elements[ancestor].paintsBackground, !screen.elements[ancestor].isHiddenInTree, take(ancestor) { break }
                ancestor = screen.elements[ancestor].parent
            }
        }
    }

    private func isBehind(_ layer: Int, index: Int, frame: Rect) -> Bool {
        let layerFrame = screen.elements[layer].frame
        if screen.isAncestor(layer, of: index) {
            guard let layerFrame else { return true }
            return layerFrame.contains(frame)
        }
        guard let layerFrame else { return false }
        return layerFrame.contains(frame)
    }
}
