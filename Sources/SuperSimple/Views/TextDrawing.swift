/// A text view that can draw itself into lines of at most `width` columns.
public protocol TextDrawing: AnyObject {
    func draw(width: Int, style: FrameStyle) -> [String]
}
