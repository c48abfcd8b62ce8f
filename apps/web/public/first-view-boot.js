// The app's start on a page the server has drawn (docs/ssr.md): its script is asked for once the
// drawn page has been painted, not beside the stylesheet, so on a slow link the content shows first
// and the download of the app does not delay it. The page stays inert until the app has taken it over.
(() => {
	const entry = document.currentScript?.dataset.entry;
	if (!entry) return;
	const start = () => {
		const script = document.createElement('script');
		script.type = 'module';
		script.crossOrigin = '';
		script.src = entry;
		document.head.append(script);
	};
	// After the next frame: requestAnimationFrame runs before the paint, the timeout after it.
	requestAnimationFrame(() => setTimeout(start, 0));
})();
