import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The catalog of example screens: each runs on a headless host and is drawn as text.
///
///     try Catalog.frames(of: "settings", keys: [.down, .select])  // three frames
@MainActor
public enum Catalog {
  /// The example screens, in menu order.
  ///
  /// Where UIKit is the test double (Linux), `home`, `state` and `sections` are UIKit view
  /// controllers run in a window of the double (UIKitCatalogScreens.swift); the real UIKit has no
  /// simulated gestures for a terminal to drive, so elsewhere they are the headless screens, as
  /// the others are. `swiftui` (SwiftUIShopScreen.swift) needs the SwiftUI stand-in as well, and
  /// has no headless form: it is in the menu only where both doubles are (Linux).
  static let examples: [any CatalogExample.Type] =
    [
      homeExample, WaterfallExample.self, SettingsExample.self, stateExample,
      PresenterExample.self, sectionsExample,
    ] + swiftUIExamples

  #if canImport(UIKit) && os(Linux)
    static let homeExample: any CatalogExample.Type = UIKitHomeFeedScreen.self
    static let stateExample: any CatalogExample.Type = UIKitStateScreen.self
    static let sectionsExample: any CatalogExample.Type = UIKitSectionsScreen.self
  #else
    static let homeExample: any CatalogExample.Type = HomeFeedExample.self
    static let stateExample: any CatalogExample.Type = StateExample.self
    static let sectionsExample: any CatalogExample.Type = SectionsExample.self
  #endif

  #if canImport(SwiftUI) && canImport(UIKit) && os(Linux)
    static let swiftUIExamples: [any CatalogExample.Type] = [SwiftUIShopScreen.self]
    nonisolated static let swiftUINames = ["swiftui"]
  #else
    static let swiftUIExamples: [any CatalogExample.Type] = []
    nonisolated static let swiftUINames: [String] = []
  #endif

  /// The examples' command-line names, in menu order (`swiftui` only on Linux).
  public nonisolated static let names =
    ["home", "waterfall", "settings", "state", "presenter", "sections"] + swiftUINames

  /// The menu: one line per example.
  public static var menu: String {
    examples.enumerated().map { index, example in
      "  \(index + 1). \(example.name.padding(toLength: 10, withPad: " ", startingAt: 0)) "
        + example.summary
    }.joined(separator: "\n")
  }

  /// The frames of an example: the first screen, then one after each key.
  ///
  /// - Parameters:
  ///   - name: An example's name.
  ///   - columns: The terminal's width.
  ///   - rows: The terminal's height.
  ///   - keys: The keys to press; `nil` uses the example's demo.
  /// - Returns: The frames, as text.
  /// - Throws: ``CatalogError`` for an unknown name, or a host's error.
  public static func frames(
    of name: String, columns: Int = 80, rows: Int = 24, keys: [CatalogKey]? = nil
  ) throws -> [String] {
    guard let type = examples.first(where: { $0.name == name }) else {
      throw CatalogError.unknownExample(name)
    }
    return try frames(of: type, columns: columns, rows: rows, keys: keys)
  }

  /// The frames of an example given by its type (a headless screen where the menu shows a UIKit
  /// one, for instance): the first screen, then one after each key.
  static func frames(
    of type: any CatalogExample.Type, columns: Int = 80, rows: Int = 24, keys: [CatalogKey]? = nil
  ) throws -> [String] {
    let session = try Session(type: type, columns: columns, rows: rows)
    var frames = [session.frame()]
    for key in keys ?? session.type.demo where key != .quit {
      try session.example.handle(key)
      frames.append(session.frame())
    }
    return frames
  }

  /// The current screen of an example after `keys`, as an SVG picture.
  ///
  /// - Parameters:
  ///   - name: An example's name.
  ///   - columns: The terminal's width.
  ///   - rows: The terminal's height.
  ///   - keys: The keys to press first.
  /// - Returns: The SVG document.
  /// - Throws: ``CatalogError`` for an unknown name, or a host's error.
  public static func svg(
    of name: String, columns: Int = 80, rows: Int = 24, keys: [CatalogKey] = []
  )
    throws -> String
  {
    let session = try Session(name: name, columns: columns, rows: rows)
    for key in keys { try session.example.handle(key) }
    var canvas = Canvas(columns: columns, rows: rows - 3)
    session.example.draw(into: &canvas)
    return canvas.svg
  }

  /// Runs the command line: `trellis-catalog [NAME] [--frames N] [--keys KEYS] [--svg FILE]`.
  ///
  /// - Parameter arguments: The arguments after the program's name.
  /// - Returns: The exit status.
  public static func main(arguments: [String]) -> Int32 {
    do {
      let options = try Options(arguments)
      if options.help {
        print(usage)
        return 0
      }
      let interactive =
        options.frames == nil && options.keys == nil && isatty(1) != 0
        && isatty(0) != 0
      let size = terminalSize()
      guard let name = try options.name ?? (interactive ? chooseFromMenu() : nil) else {
        print(
          "Trellis catalog — example screens:\n\(menu)\n\nRun one: swift run trellis-catalog NAME")
        return 0
      }
      if let file = options.svg {
        let svg = try svg(
          of: name, columns: size.columns, rows: size.rows, keys: options.keys ?? [])
        try svg.write(toFile: file, atomically: true, encoding: .utf8)
      }
      if interactive, options.svg == nil {
        try runInteractive(name, columns: size.columns, rows: size.rows)
      } else if options.svg == nil || options.frames != nil {
        var keys = options.keys
        if keys == nil, let count = options.frames {
          let demo = try Session(name: name, columns: 1, rows: 4).type.demo
          keys = Array(demo.prefix(max(count - 1, 0)))
        }
        for (index, frame) in try frames(
          of: name, columns: size.columns, rows: size.rows, keys: keys
        ).enumerated() {
          print("--- frame \(index)\n\(frame)")
        }
      }
      return 0
    } catch {
      FileHandle.standardError.write(Data("trellis-catalog: \(error)\n".utf8))
      return 1
    }
  }

  static let usage = """
    usage: trellis-catalog [NAME] [--frames N] [--keys KEYS] [--svg FILE]

    Without NAME, shows a menu (or lists the examples when not in a terminal).
    In a terminal, keys: j/k focus down/up, h/l flick the banner row back/on,
    d/u page down/up, s select, n action (swiftui: add the focused product to
    the basket), r retry, p pull to refresh, g change the grid, t one second
    passes, q quit.
    Not in a terminal, or with --frames or --keys, prints successive frames: the
    first screen, then one after each key (the example's demo when --keys is not
    given). --svg writes the screen after KEYS as SVG.

    Examples:
    \(menu)
    """

  // MARK: Private

  private static func chooseFromMenu() throws -> String? {
    print(
      "Trellis catalog — example screens:\n\(menu)\nChoose 1-\(examples.count) (q quits): ",
      terminator: "")
    guard let line = readLine()?.trimmingCharacters(in: .whitespaces), line != "q" else {
      return nil
    }
    if let number = Int(line), examples.indices.contains(number - 1) {
      return examples[number - 1].name
    }
    return line
  }

  private static func terminalSize() -> (columns: Int, rows: Int) {
    var size = winsize()
    if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 20, size.ws_row > 8 {
      return (Int(size.ws_col), Int(size.ws_row))
    }
    return (80, 24)
  }

  private static func runInteractive(_ name: String, columns: Int, rows: Int) throws {
    let session = try Session(name: name, columns: columns, rows: rows)
    var original = termios()
    tcgetattr(0, &original)
    var raw = original
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    tcsetattr(0, TCSANOW, &raw)
    defer {
      tcsetattr(0, TCSANOW, &original)
      print("\u{1B}[?25h")
    }
    var lastTick = Date()
    func draw() { print("\u{1B}[?25l\u{1B}[H\u{1B}[2J" + session.frame(), terminator: "") }
    draw()
    while true {
      var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
      if poll(&descriptor, 1, 100) > 0 {
        var byte: UInt8 = 0
        guard read(0, &byte, 1) == 1 else { return }
        var character = Character(UnicodeScalar(byte))
        if byte == 27 {  // arrow keys: ESC [ A/B/C/D
          var sequence: [UInt8] = [0, 0]
          _ = read(0, &sequence, 2)
          let arrows: [UInt8: Character] = [65: "k", 66: "j", 67: "l", 68: "h"]
          character = arrows[sequence[1]] ?? " "
        } else if byte == 10 || byte == 13 || byte == 32 {
          character = "s"
        }
        guard let key = CatalogKey(rawValue: character) else { continue }
        if key == .quit { return }
        try session.example.handle(key)
        draw()
      }
      if Date().timeIntervalSince(lastTick) >= 1 {
        lastTick = Date()
        try session.example.handle(.tick)
        draw()
      }
    }
  }
}

/// An error of the catalog's command line.
public enum CatalogError: Error, CustomStringConvertible {
  /// No example has this name.
  case unknownExample(String)
  /// An option is missing its value or has a bad one.
  case badOption(String)

  /// A sentence naming the problem.
  public var description: String {
    switch self {
    case .unknownExample(let name):
      "no example is called \"\(name)\"; run with --help to list them"
    case .badOption(let option):
      "bad option \(option); see --help"
    }
  }
}

/// One example running in a terminal-sized canvas.
@MainActor
private final class Session {
  let type: any CatalogExample.Type
  let example: any CatalogExample
  let columns: Int
  let rows: Int

  convenience init(name: String, columns: Int, rows: Int) throws {
    guard let type = Catalog.examples.first(where: { $0.name == name }) else {
      throw CatalogError.unknownExample(name)
    }
    try self.init(type: type, columns: columns, rows: rows)
  }

  init(type: any CatalogExample.Type, columns: Int, rows: Int) throws {
    self.type = type
    self.columns = columns
    self.rows = rows
    example = try type.init(viewport: Canvas(columns: columns, rows: rows - 3).viewportSize)
  }

  func frame() -> String {
    var canvas = Canvas(columns: columns, rows: rows - 3)
    example.draw(into: &canvas)
    let title = "Trellis catalog — \(type.name): \(type.summary)"
    return [
      String(title.prefix(columns)), String(example.status.prefix(columns)), canvas.text,
      type.keyHelp,
    ].joined(separator: "\n")
  }
}

/// The parsed command line.
private struct Options {
  var name: String?
  var frames: Int?
  var keys: [CatalogKey]?
  var svg: String?
  var help = false

  init(_ arguments: [String]) throws {
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
      switch argument {
      case "--frames":
        guard let value = iterator.next().flatMap(Int.init), value > 0 else {
          throw CatalogError.badOption("--frames")
        }
        frames = value
      case "--keys":
        guard let value = iterator.next() else { throw CatalogError.badOption("--keys") }
        keys = try value.map { character in
          guard let key = CatalogKey(rawValue: character) else {
            throw CatalogError.badOption("--keys \(value)")
          }
          return key
        }
      case "--svg":
        guard let value = iterator.next() else { throw CatalogError.badOption("--svg") }
        svg = value
      case "--help", "-h":
        help = true
      default:
        guard !argument.hasPrefix("-"), name == nil else { throw CatalogError.badOption(argument) }
        name = argument
      }
    }
  }
}
