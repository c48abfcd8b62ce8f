// Starts the app after the drawn page's first paint (docs/ssr.md, "The flow", step 5). Run again as
// a worker by itself, it loads ICU's data off the main thread (docs/decisions.md, "ICU warmed in a
// worker"): the same file, already in the cache, and no second one on the first load's budget.
(() => {
	if (typeof document === 'undefined') {
		// The formats of @edge/i18n's format.ts, in the page's locale: ICU keeps what they load for the
		// whole renderer, so the page's own first date or price then costs a millisecond, not 25-120.
		const locale = self.name;
		new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'America/Santo_Domingo' }).format(0);
		new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }).format(0);
		new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(1);
		new Intl.PluralRules(locale).select(1);
		new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'minute');
		return self.close();
	}
	const script = document.currentScript;
	const entry = script?.dataset.entry;
	if (!entry) return;
	// A task of its own: starting a worker takes the main thread 4-6 ms.
	setTimeout(() => new Worker(script.src, { name: document.documentElement.lang === 'en' ? 'en-US' : 'es-DO' }));
	// The page was drawn at the router's own form of this address (without the parameters its route
	// does not read, such as utm_source, in the router's order). The app starts there: left to the
	// router, the address was rewritten and the route loaded again while React was still taking the
	// drawn page over, and on a slow phone the page went blank (a hydration mismatch).
	const address = script.dataset.address;
	if (address?.startsWith('/') && address !== location.pathname + location.search) {
		history.replaceState(history.state, '', address + location.hash);
	}
	requestAnimationFrame(() =>
		setTimeout(() => {
			const module = document.createElement('script');
			module.type = 'module';
			module.src = entry;
			document.head.append(module);
		}),
	);
})();
