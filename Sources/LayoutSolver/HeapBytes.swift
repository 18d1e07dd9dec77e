#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The heap bytes that objects and buffers hold, for `layoutcli bench --memory`'s accounts:
/// what a layout's memory is made of, component by component.
///
/// A class instance is measured by the allocator (`malloc_usable_size`, `malloc_size` on
/// Darwin); a buffer (an array's, a ``PodBuffer``'s) by its capacity, rounded as the
/// allocator rounds a block (16-byte steps, 8 bytes of header). Only storage is counted,
/// never what a reference points to: each owner counts its own objects, so nothing is
/// counted twice.
package enum HeapBytes {
  /// Bytes held, and how many of them are spare capacity (a buffer grown by doubling holds
  /// up to half its block unused; pages never written are not resident).
  package struct Count {
    package var bytes = 0
    package var spare = 0

    package init(bytes: Int = 0, spare: Int = 0) {
      self.bytes = bytes
      self.spare = spare
    }

    package static func + (a: Count, b: Count) -> Count {
      Count(bytes: a.bytes + b.bytes, spare: a.spare + b.spare)
    }

    package static func += (a: inout Count, b: Count) { a = a + b }
  }

  private typealias UsableSize = @convention(c) (UnsafeRawPointer?) -> Int

  /// The allocator's size of a block, if the C library has one.
  private static let usableSize: UsableSize? = {
    guard let library = dlopen(nil, RTLD_NOW) else { return nil }
    for name in ["malloc_usable_size", "malloc_size"] {
      if let symbol = dlsym(library, name) { return unsafeBitCast(symbol, to: UsableSize.self) }
    }
    return nil
  }()

  /// A block of `bytes` bytes as the allocator hands it out (glibc's rounding: at least 24
  /// usable bytes, then 16-byte steps with 8 bytes of header).
  package static func block(_ bytes: Int) -> Int {
    guard bytes > 0 else { return 0 }
    return Swift.max(24, (bytes + 8 + 15) / 16 * 16 - 8)
  }

  /// The block of one class instance.
  package static func object(_ object: AnyObject) -> Count {
    let pointer = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
    return Count(bytes: usableSize?(pointer) ?? 0)
  }

  /// The block of an array's buffer (none for an empty array without capacity, which
  /// shares the empty singleton): a 32-byte header, then the elements.
  package static func array<Element>(_ array: [Element]) -> Count {
    buffer(
      header: 32, count: array.count, capacity: array.capacity, stride: MemoryLayout<Element>.stride
    )
  }

  /// A buffer of `capacity` elements of which `count` are in use, after a header.
  package static func buffer(header: Int, count: Int, capacity: Int, stride: Int) -> Count {
    guard capacity > 0 else { return Count() }
    let bytes = block(header + capacity * stride)
    return Count(bytes: bytes, spare: bytes - header - count * stride)
  }

  /// A dictionary's or set's storage: an object header, a bitmap word per 64 buckets and
  /// the buckets (a power of two at most 3/4 full), each `entry` bytes.
  package static func hashed(count: Int, capacity: Int, entry: Int) -> Count {
    guard capacity > 0 else { return Count() }
    var buckets = 1
    while buckets * 3 < capacity * 4 { buckets *= 2 }
    let bytes = block(64 + (buckets + 63) / 64 * 8 + buckets * entry)
    return Count(bytes: bytes, spare: (buckets - count) * entry)
  }

  /// The storage a value holds through its fields: arrays, ``PodBuffer``s, dense id maps,
  /// dictionaries and sets, and the same inside its structs, tuples and enums. Class
  /// references other than those containers are not followed (their owners count them).
  package static func storage(of value: Any) -> Count {
    if let accounted = value as? any HeapAccounted { return accounted.heapBytes }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .struct?, .tuple?, .enum?, .optional?:
      return mirror.children.reduce(Count()) { $0 + storage(of: $1.value) }
    default:
      return Count()
    }
  }

  /// The storage held through the stored properties of a class instance (its own and its
  /// superclasses'), not the instance's block itself.
  package static func storage(ofFieldsOf object: AnyObject) -> Count {
    var total = Count()
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children { total += storage(of: child.value) }
      mirror = current.superclassMirror
    }
    return total
  }
}

/// Storage that measures itself (``HeapBytes/storage(of:)``).
package protocol HeapAccounted {
  /// The heap bytes the value holds: its buffers, not the objects they refer to.
  var heapBytes: HeapBytes.Count { get }
}

extension Array: HeapAccounted {
  /// The buffer, and the buffers of nested arrays (a free list of lists).
  package var heapBytes: HeapBytes.Count {
    var total = HeapBytes.array(self)
    if Element.self is any HeapAccounted.Type {
      for case let element as any HeapAccounted in self { total += element.heapBytes }
    }
    return total
  }
}

extension Dictionary: HeapAccounted {
  package var heapBytes: HeapBytes.Count {
    HeapBytes.hashed(
      count: count, capacity: capacity,
      entry: MemoryLayout<Key>.stride + MemoryLayout<Value>.stride)
  }
}

extension Set: HeapAccounted {
  package var heapBytes: HeapBytes.Count {
    HeapBytes.hashed(count: count, capacity: capacity, entry: MemoryLayout<Element>.stride)
  }
}

extension PodBuffer: HeapAccounted {
  package var heapBytes: HeapBytes.Count {
    HeapBytes.object(self)
      + HeapBytes.buffer(
        header: 0, count: count, capacity: capacity, stride: MemoryLayout<Element>.stride)
  }
}

extension DenseIDMap: HeapAccounted {
  package var heapBytes: HeapBytes.Count {
    HeapBytes.object(self) + HeapBytes.storage(ofFieldsOf: self)
  }
}

extension Solver {
  /// The solver's storage by part, in bytes: the tableau's rows and cells (`solver_rows`),
  /// its per-symbol columns, values and variable map (`solver_symbols`), the records of the
  /// constraints it holds with the terms of the forms the engine added (`solver_records`),
  /// and the rest: journal, the scratch lists of walks and adds, heaps (`solver_other`). The
  /// linear constraints added as objects, and variables, belong to their owners.
  package func memoryAccounts() -> [(part: String, count: HeapBytes.Count)] {
    let t = tableau
    let rows: [Any] =
      t.rowSlots + [t.cells, t.entries, t.freeRows, t.shiftLog, t.cellBlocks, t.entryBlocks]
    let table = variableTable
    let symbols: [Any] =
      t.symbolSlots + [
        t.symbolOfID, table.entryOfID, table.objects, table.blockNamers, table.blockFirst,
        table.made, table.idOfSerial, table.blockOfNamer, t.staleValues,
      ] as [Any]
    let rowCount = rows.reduce(HeapBytes.Count()) { $0 + HeapBytes.storage(of: $1) }
    let symbolCount = symbols.reduce(HeapBytes.Count()) { $0 + HeapBytes.storage(of: $1) }
    // The object made for a form the engine added, for a message, is the solver's alone (an
    // object added through the API belongs to its caller).
    var forms = HeapBytes.Count()
    for case let record? in records where record.id >= 0 {
      if let handle = handle(of: record) { forms += HeapBytes.object(handle) }
    }
    let recordCount =
      HeapBytes.storage(of: records) + slotOfConstraint.heapBytes + HeapBytes.array(slotOfID)
      + HeapBytes.array(freeIDs) + HeapBytes.array(termPool) + HeapBytes.array(handles)
      + HeapBytes.array(freeHandles) + forms
    let everything =
      HeapBytes.object(self) + HeapBytes.storage(ofFieldsOf: self) + HeapBytes.object(t)
      + HeapBytes.storage(ofFieldsOf: t) + HeapBytes.object(table)
      + HeapBytes.storage(ofFieldsOf: table) + forms
    let known = rowCount + symbolCount + recordCount
    return [
      ("solver_rows", rowCount),
      ("solver_symbols", symbolCount),
      ("solver_records", recordCount),
      (
        "solver_other",
        HeapBytes.Count(
          bytes: everything.bytes - known.bytes, spare: everything.spare - known.spare)
      ),
    ]
  }
}
