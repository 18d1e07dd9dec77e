/// A view or guide as its constraints and solver variables hold it: without keeping it
/// alive, and without a Swift `weak` reference.
///
/// A weak reference gives its object a side table for life, and from then on every retain
/// and release of the object takes the runtime's slow path through that table. Views are
/// retained and released thousands of times a layout pass, and every laid-out view was
/// weakly held (by its variables, its constraints, its subviews): a fifth of the reference
/// counting of a first pass went through side tables. So each item has one reference object
/// of its own, made on first use, that the others hold strongly; it points at the item
/// without retaining it, and the item marks it dead when it goes (its `deinit`).
///
/// ```
/// constraint ──strong──▶ ItemReference ──unretained──▶ view
/// variable   ──strong──▶      (isAlive)  ◀──strong──── view.itemReference
/// ```
///
/// Like the views themselves, a reference belongs to one thread at a time (the one that
/// uses the hierarchy): an item is not released on one thread while another reads it.
final class ItemReference: VariableNamer {
  /// The item; read only while `isAlive`.
  private unowned(unsafe) let target: any LayoutItem
  /// The item's node (kept with the reference: what the engine asks of a constraint's items
  /// most, whether they are in its hierarchy, without reading the item through its
  /// protocol); read only while `isAlive`. Not retained: the item holds its node, and a
  /// node holds references (its window's, its dependents' items'), so a strong one would
  /// make a cycle.
  unowned(unsafe) let itemNode: LayoutNode
  /// False from the moment the item's `deinit` starts.
  private(set) var isAlive = true
  /// The reference's number among namers (what a solver's table finds the item's block of
  /// variable ids by).
  let namerSerial = nextNamerSerial()

  init(_ item: any LayoutItem) {
    target = item
    itemNode = item.layoutNode
  }

  /// The item, or nil once it is gone.
  @inline(__always)
  var item: (any LayoutItem)? { isAlive ? target : nil }

  /// Called by the item's `deinit`.
  func itemWillGo() { isAlive = false }

  /// The name of the item's variable `tag` (`box.minX`), or nil once it is gone.
  package func variableName(_ tag: UInt8) -> String? {
    isAlive ? FrameCoordinate.name(tag, of: target.itemName) : nil
  }

  /// The name of the item's variable `tag` once the item is gone: `(a released item).minX`.
  package func fallbackName(_ tag: UInt8) -> String {
    (FrameCoordinate(rawValue: tag) ?? .minX).releasedName
  }
}

extension LayoutItem {
  /// What holds the item without keeping it alive (its constraints, its variables' namer),
  /// made on first use.
  var itemReference: ItemReference {
    if let made = referenceStorage { return made }
    let made = ItemReference(self)
    referenceStorage = made
    return made
  }
}

/// A stored view or guide that does not keep it alive, through its ``ItemReference``: what
/// a `weak var` of an item was (nil once the item is gone).
@propertyWrapper
struct Unretained {
  private var reference: ItemReference?

  init(wrappedValue: (any LayoutItem)?) {
    reference = wrappedValue?.itemReference
  }

  var wrappedValue: (any LayoutItem)? {
    @inline(__always) get { reference?.item }
    set { reference = newValue?.itemReference }
  }

  /// The wrapper itself (`$item`), for ``node``.
  var projectedValue: Unretained { self }

  /// The item's node, or nil once the item is gone (or none was set).
  var node: LayoutNode? {
    @inline(__always) get {
      guard let reference, reference.isAlive else { return nil }
      return reference.itemNode
    }
  }
}
