/// Views that can show the catalog.
package protocol CatalogRendering: AnyObject {
    func render(_ catalog: CatalogRenderable)
}
