import Foundation
import Synchronization

extension Image {
  /// The directories ``init(named:)`` looks in, in order: those of the
  /// `LAYOUT_IMAGE_PATH` environment variable (separated by `:`), then the current
  /// directory. Set it to an app's resource folders (`layoutcli` adds a layout file's own
  /// folder first).
  public static var searchDirectories: [URL] {
    get { ImageAssets.directories.withLock { $0 } }
    set { ImageAssets.directories.withLock { $0 = newValue } }
  }
}

/// Finds images by name as a bundle does: loose files by scale suffix, then asset catalogs.
enum ImageAssets {
  static let directories = Mutex<[URL]>(defaultDirectories())

  private static func defaultDirectories() -> [URL] {
    let path = ProcessInfo.processInfo.environment["LAYOUT_IMAGE_PATH"] ?? ""
    let listed = path.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
    return listed + [URL(fileURLWithPath: FileManager.default.currentDirectoryPath)]
  }

  /// The extensions of files the header reader reads.
  static let extensions = ["png", "jpg", "jpeg", "gif"]

  /// A found image: its file, its size in pixels and the scale it is for.
  struct Found {
    var url: URL
    var pixels: CGSize
    var scale: CGFloat
  }

  /// The scale a file name says (`icon@2x` is 2), 1 without a suffix.
  static func scale(ofFileNamed base: String) -> CGFloat {
    for scale in [3, 2] where base.hasSuffix("@\(scale)x") { return CGFloat(scale) }
    return 1
  }

  /// The scales to try for a screen's, best first: its own, then larger ones, then smaller
  /// (UIKit's preference: a sharper image scaled down before a blurrier one scaled up).
  static func preference(for screenScale: CGFloat) -> [CGFloat] {
    let own = max(1, min(3, screenScale.rounded()))
    return [own] + [3, 2, 1].filter { $0 > own } + [3, 2, 1].filter { $0 < own }
  }

  /// The image `name` names in the search directories, or nil.
  static func find(_ name: String, scale screenScale: CGFloat) -> Found? {
    guard !name.isEmpty, !name.contains("\0") else { return nil }
    let scales = preference(for: screenScale)
    for directory in directories.withLock({ $0 }) {
      if let found = loose(name, in: directory, scales: scales)
        ?? catalogued(name, in: directory, scales: scales)
      {
        return found
      }
    }
    return nil
  }

  private static func read(_ url: URL, scale: CGFloat) -> Found? {
    guard let data = try? Data(contentsOf: url), let pixels = ImageHeader.pixelSize(of: data)
    else { return nil }
    return Found(url: url, pixels: pixels, scale: scale)
  }

  /// `name` as a file: with its extension as given, else `name@Nx.ext` by scale.
  private static func loose(_ name: String, in directory: URL, scales: [CGFloat]) -> Found? {
    let given = directory.appendingPathComponent(name)
    if extensions.contains(given.pathExtension.lowercased()) {
      return read(given, scale: scale(ofFileNamed: given.deletingPathExtension().lastPathComponent))
    }
    for scale in scales {
      let suffix = scale == 1 ? "" : "@\(Int(scale))x"
      for ext in extensions {
        let url = directory.appendingPathComponent(name + suffix + "." + ext)
        if let found = read(url, scale: scale) { return found }
      }
    }
    return nil
  }

  /// `name.imageset` in an asset catalog (`*.xcassets`, folders nested in it included): the
  /// raster file its `Contents.json` lists for the best scale.
  private static func catalogued(_ name: String, in directory: URL, scales: [CGFloat]) -> Found? {
    for set in catalogFolders(named: name + ".imageset", in: directory) {
      if let found = imageSet(set, scales: scales) { return found }
    }
    return nil
  }

  /// The folders called `folder` in the asset catalogs (`*.xcassets`) of a directory,
  /// nested folders included, catalogs and paths in name order.
  static func catalogFolders(named folder: String, in directory: URL) -> [URL] {
    let fm = FileManager.default
    guard let entries = try? fm.contentsOfDirectory(atPath: directory.path) else { return [] }
    var found: [URL] = []
    for catalog in entries.sorted() where catalog.hasSuffix(".xcassets") {
      let root = directory.appendingPathComponent(catalog)
      guard let walker = fm.enumerator(atPath: root.path) else { continue }
      var paths: [String] = []
      while let path = walker.nextObject() as? String {
        if URL(fileURLWithPath: path).lastPathComponent == folder { paths.append(path) }
      }
      found += paths.sorted().map { root.appendingPathComponent($0) }
    }
    return found
  }

  /// The best raster file of an image set, by its `Contents.json` `images` list (each
  /// `filename` with a `scale` such as `"2x"`; one without a scale is for every scale: 1).
  private static func imageSet(_ folder: URL, scales: [CGFloat]) -> Found? {
    guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let images = json["images"] as? [[String: Any]]
    else { return nil }
    var byScale: [CGFloat: String] = [:]
    for entry in images {
      guard let file = entry["filename"] as? String,
        extensions.contains(URL(fileURLWithPath: file).pathExtension.lowercased())
      else { continue }
      let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) }.map { CGFloat($0) }
      if byScale[scale ?? 1] == nil { byScale[scale ?? 1] = file }
    }
    for scale in scales {
      if let file = byScale[scale],
        let found = read(folder.appendingPathComponent(file), scale: scale)
      {
        return found
      }
    }
    return nil
  }
}

extension Color {
  /// The colour an asset catalog names, as `UIColor(named:)`: the `name.colorset` of an
  /// `*.xcassets` catalog in ``Image/searchDirectories``, read from its `Contents.json`
  /// (sRGB components as 0…1 numbers, 0…255 integers or hex bytes; its light and dark
  /// appearances, when it has both); nil when no catalog has it, as UIKit's.
  public convenience init?(named name: String) {
    guard let (light, dark) = ImageAssets.colorSet(name) else { return nil }
    if let dark {
      self.init(light: light, dark: dark)
    } else {
      self.init(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha)
    }
  }
}

extension ImageAssets {
  /// The light colour and the dark one (if given) of the colour set `name`.
  static func colorSet(_ name: String) -> (Color, Color?)? {
    guard !name.isEmpty else { return nil }
    for directory in directories.withLock({ $0 }) {
      for set in catalogFolders(named: name + ".colorset", in: directory) {
        if let found = colors(in: set.appendingPathComponent("Contents.json")) { return found }
      }
    }
    return nil
  }

  /// The `colors` of a colour set's `Contents.json`: the one without an appearance (light)
  /// and the one whose `appearances` say `luminosity: dark`.
  private static func colors(in file: URL) -> (Color, Color?)? {
    guard let data = try? Data(contentsOf: file),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let entries = json["colors"] as? [[String: Any]]
    else { return nil }
    var light: Color?
    var dark: Color?
    for entry in entries {
      guard let color = (entry["color"] as? [String: Any]).flatMap(color(from:)) else { continue }
      let appearances = entry["appearances"] as? [[String: Any]] ?? []
      let isDark = appearances.contains { ($0["value"] as? String) == "dark" }
      if isDark { dark = dark ?? color } else if appearances.isEmpty { light = light ?? color }
    }
    guard let light else { return nil }
    return (light, dark)
  }

  /// A colour's `components`: `red`, `green`, `blue`, `alpha` as `"0.5"`, `"128"` or
  /// `"0x80"`.
  private static func color(from object: [String: Any]) -> Color? {
    guard let parts = object["components"] as? [String: Any] else { return nil }
    func value(_ key: String) -> Double? {
      let text = (parts[key] as? String) ?? (parts[key] as? NSNumber)?.stringValue
      guard let text = text?.trimmingCharacters(in: .whitespaces) else { return nil }
      if text.lowercased().hasPrefix("0x") {
        return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
      }
      guard let number = Double(text) else { return nil }
      // Integers above 1 are 8-bit components ("128"); "1" is full either way.
      return text.contains(".") || number <= 1 ? number : number / 255
    }
    guard let red = value("red"), let green = value("green"), let blue = value("blue") else {
      return nil
    }
    return Color(red: red, green: green, blue: blue, alpha: value("alpha") ?? 1)
  }
}
