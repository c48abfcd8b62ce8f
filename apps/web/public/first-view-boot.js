// Starts the app after the drawn page's first paint (docs/ssr.md, "The flow", step 5).
(() => {
	const script = document.currentScript;
	const entry = script?.dataset.entry;
	if (!entry) return;
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
