/**
 * Typed errors of the SEC EDGAR adapter. Callers (the import job, the CLI) branch on the class:
 * a config error stops the run with its message, a 404 skips one company, anything else is
 * retried or reported.
 */
export class SecEdgarError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'SecEdgarError';
  }
}

/** The adapter is not configured well enough to talk to SEC (e.g. no User-Agent). */
export class SecEdgarConfigError extends SecEdgarError {
  constructor(message: string) {
    super(message);
    this.name = 'SecEdgarConfigError';
  }
}

/** SEC answered with a non-2xx status. */
export class SecEdgarHttpError extends SecEdgarError {
  constructor(
    readonly status: number,
    readonly url: string,
    message = `SEC EDGAR request failed with HTTP ${status}: ${url}`,
  ) {
    super(message);
    this.name = 'SecEdgarHttpError';
  }
}

/** HTTP 404: SEC has no such document (e.g. a CIK without XBRL company facts). */
export class SecEdgarNotFoundError extends SecEdgarHttpError {
  constructor(url: string) {
    super(404, url, `SEC EDGAR has no document at ${url} (HTTP 404)`);
    this.name = 'SecEdgarNotFoundError';
  }
}

/** A document does not have the shape SEC documents (so nothing in it can be trusted). */
export class SecEdgarFormatError extends SecEdgarError {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'SecEdgarFormatError';
  }
}

/** The symbol is not in SEC's ticker list, so there is no CIK to ask for. */
export class SecEdgarUnknownSymbolError extends SecEdgarError {
  constructor(readonly symbol: string) {
    super(`${symbol} is not in SEC's company_tickers_exchange.json`);
    this.name = 'SecEdgarUnknownSymbolError';
  }
}
