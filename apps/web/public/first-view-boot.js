// Starts the app after the drawn page's first paint (docs/ssr.md, "The flow", step 5).
(() => {
	const entry = document.currentScript?.dataset.entry;
	if (!entry) return;
	requestAnimationFrame(() =>
		setTimeout(() => {
			const script = document.createElement('script');
			script.type = 'module';
			script.src = entry;
			document.head.append(script);
		}),
	);
})();
