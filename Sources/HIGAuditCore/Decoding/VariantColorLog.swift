/// What a decoding learns of the variant colors it read: whether any has an `increased`
/// value, so that the screen has a counterpart in the other contrast.
final class VariantColorLog {
    var hasIncreased = false
}
