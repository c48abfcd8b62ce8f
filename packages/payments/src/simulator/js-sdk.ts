import { Hono } from 'hono';
import { isPayPalCurrency } from '../gateway/types';

/**
 * The stand-in for PayPal's JS SDK script (https://www.paypal.com/sdk/js), enough of it for
 * @paypal/react-paypal-js's PayPalScriptProvider and PayPalButtons: `window.paypal` with
 * `Buttons({ createSubscription, onApprove, onCancel, onError, onInit, fundingSource, style })`
 * returning `{ isEligible, render, close, updateProps }`, `FUNDING`, `getFundingSources` and
 * `isFundingEligible`.
 *
 * A button click calls createSubscription, then opens the simulator's approval page for that
 * subscription in a popup; the page posts the buyer's decision back (postMessage) and the buttons
 * call onApprove({ subscriptionID }) or onCancel. When the popup is blocked, the approval page opens
 * in this window instead and returns to the return or cancel URL given at creation (the redirect flow).
 * The script's `currency` goes with the buyer to the approval page; when the subscription's plan is
 * in another currency the page refuses, and the buttons call onError (worded as PayPal's script
 * words it for an order in another currency than its `currency`).
 */
const SCRIPT = `(function () {
	'use strict';
	var script = document.currentScript;
	var scriptUrl = new URL(script && script.src ? script.src : location.href);
	var base = scriptUrl.origin;
	// As PayPal's script: the currency of the transaction or subscription plan, USD by default.
	var currency = scriptUrl.searchParams.get('currency') || 'USD';
	var FUNDING = { PAYPAL: 'paypal', CARD: 'card' };
	var LABELS = { paypal: 'PayPal (simulator)', card: 'Debit or Credit Card (simulator)' };
	var COLORS = { paypal: ['#ffc439', '#111'], card: ['#2c2e2f', '#fff'] };

	function settle(promise) {
		return Promise.resolve().then(function () { return promise; });
	}

	function Buttons(props) {
		props = props || {};
		var source = props.fundingSource || FUNDING.PAYPAL;
		var root = null;
		var button = null;
		var enabled = true;
		var busy = false;
		var actions = {
			enable: function () { enabled = true; if (button) button.disabled = false; return Promise.resolve(); },
			disable: function () { enabled = false; if (button) button.disabled = true; return Promise.resolve(); },
		};

		function fail(error) {
			busy = false;
			if (typeof props.onError === 'function') props.onError(error instanceof Error ? error : new Error(String(error)));
			else console.error(error);
		}

		function decide(popup, subscriptionID) {
			return new Promise(function (resolve) {
				var done = false;
				function finish(state) {
					if (done) return;
					done = true;
					window.removeEventListener('message', onMessage);
					clearInterval(timer);
					try { popup.close(); } catch (e) {}
					resolve(state);
				}
				function onMessage(event) {
					var data = event.data;
					if (event.origin !== base || !data || data.type !== 'paypal-simulator' || data.subscriptionID !== subscriptionID) return;
					finish(data.state === 'error' ? new Error(data.message) : data.state);
				}
				window.addEventListener('message', onMessage);
				// Closed by the buyer without a decision: like PayPal, that is a cancel.
				var timer = setInterval(function () {
					if (popup.closed) setTimeout(function () { finish('cancelled'); }, 300);
				}, 250);
			});
		}

		function onClick() {
			if (!enabled || busy) return;
			busy = true;
			// Opened in the click itself, or the browser blocks it; its address comes once the subscription exists.
			var popup = window.open('', 'paypal-simulator', 'popup,width=480,height=640');
			var create = typeof props.createSubscription === 'function'
				? settle(props.createSubscription({ paymentSource: source }, { subscription: {} }))
				: Promise.reject(new Error('createSubscription is required'));
			create.then(function (subscriptionID) {
				if (typeof subscriptionID !== 'string' || subscriptionID === '') throw new Error('createSubscription returned no subscription id');
				var page = base + '/simulator/subscriptions/' + encodeURIComponent(subscriptionID) + '/checkout?funding=' + encodeURIComponent(source) + '&currency=' + encodeURIComponent(currency);
				if (!popup || popup.closed) {
					location.assign(page);
					return;
				}
				popup.location.href = page + '&opener=' + encodeURIComponent(location.origin);
				return decide(popup, subscriptionID).then(function (state) {
					// The page refused (e.g. the plan is in another currency than this script's): onError.
					if (state instanceof Error) throw state;
					busy = false;
					var data = { subscriptionID: subscriptionID, paymentSource: source };
					if (state === 'approved') {
						if (typeof props.onApprove === 'function') return settle(props.onApprove(data, {})).catch(fail);
					} else if (typeof props.onCancel === 'function') {
						return props.onCancel(data);
					}
				});
			}).catch(function (error) {
				if (popup) try { popup.close(); } catch (e) {}
				fail(error);
			});
		}

		return {
			isEligible: function () { return source === FUNDING.PAYPAL || source === FUNDING.CARD; },
			render: function (container) {
				var target = typeof container === 'string' ? document.querySelector(container) : container;
				if (!target) return Promise.reject(new Error('Document is ready and element ' + container + ' does not exist'));
				root = document.createElement('div');
				root.setAttribute('data-paypal-simulator', source);
				root.style.margin = '0 0 8px';
				button = document.createElement('button');
				button.type = 'button';
				button.textContent = LABELS[source] || source;
				button.setAttribute('data-funding-source', source);
				var colors = COLORS[source] || COLORS.paypal;
				button.style.cssText = 'width:100%;min-height:44px;border:0;border-radius:' +
					((props.style && props.style.shape === 'rect') ? '4px' : '22px') +
					';font:600 16px system-ui,sans-serif;cursor:pointer;background:' + colors[0] + ';color:' + colors[1];
				button.disabled = !enabled;
				button.addEventListener('click', onClick);
				var note = document.createElement('small');
				note.textContent = 'PayPal simulator: no real money moves';
				note.style.cssText = 'display:block;text-align:center;color:#92400e;font:12px system-ui,sans-serif;margin-top:2px';
				root.appendChild(button);
				root.appendChild(note);
				target.appendChild(root);
				if (typeof props.onInit === 'function') props.onInit({}, actions);
				return Promise.resolve();
			},
			close: function () {
				if (root && root.parentNode) root.parentNode.removeChild(root);
				root = null;
				button = null;
				return Promise.resolve();
			},
			updateProps: function () { return Promise.resolve(); },
		};
	}

	window.paypal = {
		version: 'simulator',
		currency: currency,
		FUNDING: FUNDING,
		Buttons: Buttons,
		getFundingSources: function () { return [FUNDING.PAYPAL, FUNDING.CARD]; },
		isFundingEligible: function (source) { return source === FUNDING.PAYPAL || source === FUNDING.CARD; },
	};
})();
`;

/** PayPal's answer to a script URL it refuses: JavaScript that throws its validation message. */
function sdkValidationError(message: string) {
	return `throw new Error(${JSON.stringify(`SDK Validation error: ${message}`)});`;
}

/**
 * GET /sdk/js?client-id=…[&currency=USD]: the stand-in script. Like PayPal, a missing client-id is a
 * 400, and so is a currency PayPal does not support (its "Invalid query value for currency"); the
 * currency (USD when absent, as PayPal's default) goes to the approval page, which refuses a
 * subscription whose plan is in another one, as PayPal's buttons fail then.
 */
export function jsSdkRoutes() {
	const app = new Hono();
	const javascript = { 'content-type': 'application/javascript; charset=utf-8' };
	app.get('/sdk/js', (c) => {
		if (!c.req.query('client-id')) return c.text(sdkValidationError('Missing client-id'), 400, javascript);
		const currency = c.req.query('currency');
		if (currency !== undefined && !isPayPalCurrency(currency)) {
			return c.text(sdkValidationError(`'Invalid query value for currency: ${currency}'`), 400, javascript);
		}
		return c.body(SCRIPT, 200, { ...javascript, 'cache-control': 'no-cache' });
	});
	return app;
}
