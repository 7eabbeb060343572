// Test hooks: SPI, not API (`@_spi(Testing) import TrellisList`).

extension ListPaginator {
  /// How many times ``didAttach(to:)`` ran: once per attach, however often the host reloads.
  ///
  ///     #expect(paginator.attachCount == 1)
  @_spi(Testing) public var attachCount: Int { _attachCount }
}
