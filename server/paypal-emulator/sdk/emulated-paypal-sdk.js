/*
 * The PayPal emulator's JS SDK: what https://www.paypal.com/sdk/js gives a page, in miniature.
 * It defines window.paypal (or the data-namespace) with Buttons and CardFields, renders a PayPal
 * button and, instead of PayPal's pop-up, an in-page dialog where the shopper approves, declines,
 * cancels or fails. It talks only to the emulator it was loaded from.
 */
/* global window, document, fetch, URL, console */
(function () {
  'use strict';
  var script = document.currentScript;
  var src = new URL(script && script.src ? script.src : window.location.href);
  var namespace = (script && script.getAttribute('data-namespace')) || 'paypal';
  var emulatorBase = new URL('..', src).href.replace(/\/$/, '');
  var currency = src.searchParams.get('currency') || 'USD';
  var components = (src.searchParams.get('components') || 'buttons').split(',');

  var ADDRESSES = {
    US: { full_name: 'Sam Shopper', address_line_1: '2211 N First St', address_line_2: '', admin_area_2: 'San Jose', admin_area_1: 'CA', postal_code: '95131', country_code: 'US' },
    GB: { full_name: 'Alex Shopper', address_line_1: '10 Downing Street', address_line_2: '', admin_area_2: 'London', admin_area_1: 'Greater London', postal_code: 'SW1A 2AA', country_code: 'GB' },
  };
  var SHIPPING_ERRORS = {
    ADDRESS_ERROR: 'Your order can\u2019t be shipped to this address.',
    COUNTRY_ERROR: 'Your order can\u2019t be shipped to this country.',
    STATE_ERROR: 'Your order can\u2019t be shipped to this state.',
    ZIP_ERROR: 'Your order can\u2019t be shipped to this zip.',
  };

  var CSS = [
    '.ppemu-btn{display:flex;align-items:center;justify-content:center;gap:.1em;width:100%;border:0;border-radius:4px;background:#ffc439;color:#003087;font:italic 700 20px/1 Verdana,Arial,sans-serif;cursor:pointer}',
    '.ppemu-btn:hover{filter:brightness(.95)}.ppemu-btn:focus-visible{outline:3px solid #003087;outline-offset:2px}',
    '.ppemu-btn[aria-disabled=true]{opacity:.5;cursor:not-allowed}.ppemu-pal{color:#00457c}',
    '.ppemu-overlay{position:fixed;inset:0;z-index:2147483000;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;padding:16px}',
    '.ppemu-dialog{background:#fff;color:#111;border-radius:12px;max-width:440px;width:100%;max-height:calc(100vh - 32px);overflow:auto;padding:20px;font:15px/1.4 system-ui,sans-serif;box-shadow:0 10px 40px rgba(0,0,0,.3)}',
    '.ppemu-dialog h2{margin:0 0 4px;font-size:20px;color:#003087}.ppemu-dialog label{display:block;margin:8px 0 2px;font-weight:600}',
    '.ppemu-dialog input,.ppemu-dialog select{width:100%;box-sizing:border-box;padding:8px;border:1px solid #888;border-radius:6px;font:inherit}',
    '.ppemu-actions{display:flex;flex-wrap:wrap;gap:8px;margin-top:16px}.ppemu-actions button{flex:1 1 40%;min-height:44px;border-radius:22px;border:1px solid #003087;background:#fff;color:#003087;font:inherit;font-weight:700;cursor:pointer}',
    '.ppemu-actions .ppemu-primary{background:#0070ba;border-color:#0070ba;color:#fff}.ppemu-status{min-height:1.4em;margin-top:8px;color:#b00020}',
    '.ppemu-field{margin:6px 0}.ppemu-field label{display:block;font-weight:600;margin-bottom:2px}.ppemu-field input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #888;border-radius:6px;font:inherit}',
    '.ppemu-field input[aria-invalid=true]{border-color:#b00020}',
    '.ppemu-breakdown{display:grid;grid-template-columns:1fr auto;gap:2px 12px;margin:8px 0 0}.ppemu-breakdown dd{margin:0;text-align:right}.ppemu-total{margin:4px 0 8px;font-weight:700;font-size:18px}',
    '.ppemu-actions button:disabled{opacity:.5;cursor:progress}',
  ].join('\n');

  function injectStyles() {
    if (document.getElementById('ppemu-styles')) return;
    var style = document.createElement('style');
    style.id = 'ppemu-styles';
    style.textContent = CSS;
    document.head.appendChild(style);
  }

  function element(tag, attributes, children) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (key) {
      if (key === 'text') node.textContent = attributes[key];
      else node.setAttribute(key, attributes[key]);
    });
    (children || []).forEach(function (child) { node.appendChild(child); });
    return node;
  }

  function resolveContainer(target) {
    var node = typeof target === 'string' ? document.querySelector(target) : target;
    if (!node) throw new Error('Document is ready and element ' + target + ' does not exist');
    return node;
  }

  async function emulator(path, init) {
    var response = await fetch(emulatorBase + path, init);
    var body = await response.json().catch(function () { return null; });
    if (!response.ok) throw new Error('PayPal emulator: ' + ((body && body.details && body.details[0] && body.details[0].issue) || response.status));
    return body;
  }

  function report(approval, orderID, body) {
    return emulator('/__approve/' + encodeURIComponent(orderID), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(Object.assign({ outcome: approval }, body || {})),
    });
  }

  function callOnError(options, error) {
    if (typeof options.onError === 'function') options.onError(error);
    else console.error(error);
  }

  /* ---- The approval window ---- */

  function openApprovalDialog(options, orderID, opener) {
    injectStyles();
    var fields = {};
    var status = element('p', { class: 'ppemu-status', role: 'status', 'aria-live': 'polite' });
    var summary = element('p', { text: 'Order ' + orderID });
    // What will be charged: the order's amount and breakdown as they are now, after any address
    // callback and patch. aria-busy while it is being brought up to date.
    var breakdown = element('dl', { class: 'ppemu-breakdown', id: 'ppemu-breakdown' });
    var total = element('p', { class: 'ppemu-total', id: 'ppemu-total', text: 'Total …' });
    var amountPart = element('div', { id: 'ppemu-amount', 'aria-busy': 'true', 'aria-live': 'polite' }, [breakdown, total]);
    var preset = element('select', { id: 'ppemu-preset' });
    [['US', 'United States: Sam Shopper, San Jose, CA'], ['GB', 'United Kingdom: Alex Shopper, London'], ['', 'Enter another address']].forEach(function (pair) {
      preset.appendChild(element('option', { value: pair[0], text: pair[1] }));
    });
    var addressPart = element('div', {}, [element('label', { for: 'ppemu-preset', text: 'Ship to' }), preset]);
    function field(key, label, attributes) {
      var input = element('input', Object.assign({ id: 'ppemu-' + key, name: key }, attributes || {}));
      fields[key] = input;
      return [element('label', { for: input.id, text: label }), input];
    }
    var email = field('email', 'Email', { type: 'email', autocomplete: 'email', value: 'shopper@example.com' });
    var country = element('select', { id: 'ppemu-country_code', name: 'country_code' });
    [['US', 'United States'], ['GB', 'United Kingdom']].forEach(function (pair) { country.appendChild(element('option', { value: pair[0], text: pair[1] })); });
    fields.country_code = country;
    [
      field('full_name', 'Full name'), field('address_line_1', 'Address line 1'), field('address_line_2', 'Address line 2'),
      field('admin_area_2', 'City'), field('admin_area_1', 'State / county'), field('postal_code', 'Postal code'),
      [element('label', { for: country.id, text: 'Country' }), country],
    ].forEach(function (pair) { pair.forEach(function (node) { addressPart.appendChild(node); }); });
    function fillWith(address) {
      Object.keys(fields).forEach(function (key) { if (key !== 'email' && key in address) fields[key].value = address[key] || ''; });
    }
    function fill(code) {
      if (ADDRESSES[code]) fillWith(ADDRESSES[code]);
    }
    fill(currency === 'GBP' ? 'GB' : 'US');
    preset.value = currency === 'GBP' ? 'GB' : 'US';
    // Choosing another saved address tells the shop at once and shows the total for it.
    preset.addEventListener('change', function () { fill(preset.value); void run(refresh); });

    var buttons = element('div', { class: 'ppemu-actions' });
    function action(label, handler, primary, waitsForAmount) {
      var button = element('button', { type: 'button', class: primary ? 'ppemu-primary' : '', text: label });
      // The total a click approves is the one on screen when it was clicked.
      button.addEventListener('click', function () { var seen = shown; void run(function () { return handler(seen); }); });
      // Nothing can be approved before the window shows what will be charged.
      if (waitsForAmount) { button.disabled = true; amountButtons.push(button); }
      buttons.appendChild(button);
      return button;
    }
    var amountButtons = [];
    var heading = element('h2', { id: 'ppemu-title', text: 'PayPal (emulator)' });
    var panel = element('div', { class: 'ppemu-dialog', role: 'dialog', 'aria-modal': 'true', 'aria-label': 'PayPal (emulator)' }, [
      heading, summary, amountPart, element('div', {}, email), addressPart, status, buttons,
    ]);
    var overlay = element('div', { class: 'ppemu-overlay' }, [panel]);
    var shipping = true;
    var amount = { currencyCode: currency, value: '' };
    // The total on screen (null until the order was read), and the address the shop last accepted.
    var shown = null;
    var sentAddress = null;
    var closed = false;
    var queue = Promise.resolve();

    // One thing at a time, in the order asked (a click during an address update waits for it).
    function run(handler) {
      queue = queue.then(function () {
        if (closed) return undefined;
        status.textContent = '';
        return handler();
      }).catch(function (error) { status.textContent = String((error && error.message) || error); });
      return queue;
    }
    function close() {
      closed = true;
      overlay.remove();
      document.removeEventListener('keydown', onKey, true);
      if (opener && opener.isConnected) opener.focus();
    }
    function address() {
      var result = {};
      ['full_name', 'address_line_1', 'address_line_2', 'admin_area_2', 'admin_area_1', 'postal_code', 'country_code'].forEach(function (key) {
        var value = fields[key].value.trim();
        if (value) result[key] = value;
      });
      return result;
    }
    function show(order) {
      var money = order.amount;
      var parts = money.breakdown || {};
      amount = { currencyCode: money.currency_code, value: money.value };
      shown = money.value;
      breakdown.textContent = '';
      [['Items', 'item_total', ''], ['Shipping', 'shipping', ''], ['Tax', 'tax_total', ''], ['Discount', 'discount', '-']].forEach(function (row) {
        var part = parts[row[1]];
        // No discount line for an order without one, as PayPal's window shows it.
        if (!part || (row[1] === 'discount' && Number(part.value) === 0)) return;
        breakdown.appendChild(element('dt', { text: row[0] }));
        breakdown.appendChild(element('dd', { 'data-part': row[1], text: row[2] + part.value + ' ' + part.currency_code }));
      });
      total.textContent = 'Total ' + money.value + ' ' + money.currency_code;
      amountButtons.forEach(function (button) { button.disabled = false; });
    }
    // PayPal's onShippingAddressChange for the address on screen (when the shop has not accepted it
    // yet), then the order as it now is. False when the shop refused the address.
    async function refresh() {
      amountPart.setAttribute('aria-busy', 'true');
      try {
        var shipTo = shipping ? address() : null;
        // The callback reveals only the city, state, postal code and country, as PayPal's does.
        var revealed = shipTo ? { city: shipTo.admin_area_2 || '', state: shipTo.admin_area_1 || '', postalCode: shipTo.postal_code || '', countryCode: shipTo.country_code } : null;
        var key = JSON.stringify(revealed);
        if (revealed && key !== sentAddress && typeof options.onShippingAddressChange === 'function') {
          var rejection = null;
          await options.onShippingAddressChange(
            { orderID: orderID, amount: amount, errors: SHIPPING_ERRORS, shippingAddress: revealed },
            {
              reject: function (reason) { rejection = reason || SHIPPING_ERRORS.ADDRESS_ERROR; return Promise.resolve(); },
              buildOrderPatchPayload: function () { return []; },
            },
          );
          if (rejection) {
            sentAddress = null;
            status.textContent = SHIPPING_ERRORS[rejection] || String(rejection);
            return false;
          }
          sentAddress = key;
        }
        show(await emulator('/__inspect/orders/' + encodeURIComponent(orderID)));
        return true;
      } finally {
        amountPart.setAttribute('aria-busy', 'false');
      }
    }
    async function approve(outcome, seen) {
      if (!(await refresh())) return;
      if (shown !== seen) {
        // The address on screen changed the total since it was clicked: the shopper approves what they see.
        status.textContent = 'The total is now ' + shown + ' ' + amount.currencyCode + '. Check it and approve again.';
        return;
      }
      var body = { payerEmail: fields.email.value.trim() || undefined, shownAmount: shown };
      if (shipping) body.shippingAddress = address();
      await report(outcome, orderID, body);
      var payerID = (await emulator('/__inspect/orders/' + encodeURIComponent(orderID))).approval.payerId;
      close();
      try {
        await options.onApprove({ orderID: orderID, payerID: payerID, paymentID: null, billingToken: null, facilitatorAccessToken: 'emulator' }, {
          restart: function () { openApprovalDialog(options, orderID, opener); },
          redirect: function (url) { window.location.assign(url); },
          order: {
            get: function () { return Promise.reject(new Error('PayPal emulator: read the order on the server')); },
            capture: function () { return Promise.reject(new Error('PayPal emulator: capture on the server')); },
            authorize: function () { return Promise.reject(new Error('PayPal emulator: authorize on the server')); },
            patch: function () { return Promise.reject(new Error('PayPal emulator: patch on the server')); },
          },
        });
      } catch (error) {
        callOnError(options, error);
      }
    }
    async function cancel() {
      await report('cancel', orderID).catch(function () { return null; });
      close();
      if (typeof options.onCancel === 'function') options.onCancel({ orderID: orderID }, { redirect: function (url) { window.location.assign(url); } });
    }
    function onKey(event) {
      if (event.key === 'Escape') { event.preventDefault(); void run(cancel); return; }
      if (event.key !== 'Tab') return;
      // A modal dialog keeps keyboard focus inside it.
      var focusable = Array.prototype.filter.call(panel.querySelectorAll('input,select,button'), function (node) { return !node.disabled && node.offsetParent !== null; });
      var first = focusable[0];
      var last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) { event.preventDefault(); last.focus(); }
      else if (!event.shiftKey && document.activeElement === last) { event.preventDefault(); first.focus(); }
      else if (!panel.contains(document.activeElement)) { event.preventDefault(); first.focus(); }
    }

    action('Approve', function (seen) { return approve('approve', seen); }, true, true);
    action('Decline card', function (seen) { return approve('decline', seen); }, false, true);
    action('Cancel', cancel);
    action('Error', async function () {
      await report('error', orderID).catch(function () { return null; });
      close();
      callOnError(options, new Error('PayPal (emulator): the payment window reported an error'));
    });
    document.addEventListener('keydown', onKey, true);
    document.body.appendChild(overlay);
    fields.email.focus();

    // As PayPal's window opens: the shipping preference, the address the shopper chose before (a
    // restarted approval), the shop told of that address (PayPal calls onShippingAddressChange as
    // the buyer logs in), and the order's total as it then is.
    void run(async function () {
      var order = await emulator('/__inspect/orders/' + encodeURIComponent(orderID));
      if (order.shippingPreference === 'NO_SHIPPING') { shipping = false; addressPart.hidden = true; }
      var chosen = order.approval && order.approval.shippingAddress;
      if (chosen) { fillWith(chosen); preset.value = ''; }
      if (order.approval && order.approval.payerEmail) fields.email.value = order.approval.payerEmail;
      // An address the shop refused: the order's total stands until the shopper picks another.
      if (!(await refresh())) show(order);
    });
  }

  /* ---- Buttons ---- */

  function Buttons(options) {
    options = options || {};
    var button = null;
    var disabled = false;
    var started = false;
    function sync() { if (button) button.setAttribute('aria-disabled', String(disabled)); }
    var initActions = {
      enable: function () { disabled = false; sync(); return Promise.resolve(); },
      disable: function () { disabled = true; sync(); return Promise.resolve(); },
    };
    async function start() {
      if (disabled || started) return;
      started = true;
      try {
        if (typeof options.onClick === 'function') {
          var allowed = true;
          var answer = await options.onClick({ fundingSource: 'paypal' }, {
            resolve: function () { return Promise.resolve(); },
            reject: function () { allowed = false; return Promise.resolve(); },
          });
          if (answer === false || !allowed) return;
        }
        if (typeof options.createOrder !== 'function') throw new Error('PayPal emulator: createOrder is required');
        var orderID = await options.createOrder({ paymentSource: 'paypal' }, {
          order: { create: function () { return Promise.reject(new Error('PayPal emulator: create orders on the server')); } },
        });
        if (typeof orderID !== 'string' || !orderID) throw new Error('Expected an order id to be passed');
        openApprovalDialog(options, orderID, button);
      } catch (error) {
        callOnError(options, error);
      } finally {
        started = false;
      }
    }
    return {
      isEligible: function () { return true; },
      render: function (target) {
        try {
          var container = resolveContainer(target);
          injectStyles();
          var height = (options.style && options.style.height) || 48;
          button = element('button', { type: 'button', class: 'ppemu-btn', 'aria-label': 'PayPal', 'data-funding-source': 'paypal', style: 'height:' + height + 'px' }, [
            element('span', { text: 'Pay' }), element('span', { class: 'ppemu-pal', text: 'Pal' }),
          ]);
          button.addEventListener('click', function () { void start(); });
          sync();
          container.appendChild(button);
          if (typeof options.onInit === 'function') options.onInit({}, initActions);
          return Promise.resolve();
        } catch (error) {
          return Promise.reject(error);
        }
      },
      close: function () { if (button) button.remove(); button = null; return Promise.resolve(); },
      updateProps: function (props) { Object.assign(options, props || {}); return Promise.resolve(); },
      hasReturned: function () { return false; },
      resume: function () {},
    };
  }

  /* ---- Card fields ---- */

  function luhn(digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return digits.length >= 12 && sum % 10 === 0;
  }
  var CARD_CHECKS = {
    name: function (v) { return v.trim().length > 0; },
    number: function (v) { return luhn(v.replace(/\D/g, '')); },
    expiry: function (v) {
      var m = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(v.trim());
      if (!m || Number(m[1]) < 1 || Number(m[1]) > 12) return false;
      var year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
      var now = new Date();
      return year > now.getFullYear() || (year === now.getFullYear() && Number(m[1]) >= now.getMonth() + 1);
    },
    cvv: function (v) { return /^\d{3,4}$/.test(v.trim()); },
  };
  var FIELD_INFO = {
    name: { key: 'cardNameField', label: 'Cardholder name', error: 'INVALID_NAME', autocomplete: 'cc-name' },
    number: { key: 'cardNumberField', label: 'Card number', error: 'INVALID_NUMBER', autocomplete: 'cc-number', inputmode: 'numeric' },
    expiry: { key: 'cardExpiryField', label: 'Expiry date (MM/YY)', error: 'INVALID_EXPIRY', autocomplete: 'cc-exp', inputmode: 'numeric' },
    cvv: { key: 'cardCvvField', label: 'Security code', error: 'INVALID_CVV', autocomplete: 'cc-csc', inputmode: 'numeric' },
  };

  function CardFields(options) {
    options = options || {};
    var inputs = {};
    function state(emittedBy) {
      var result = { cards: [{ type: 'visa', niceType: 'Visa', code: { code: 'CVV', size: 3 } }], isFormValid: true, errors: [], fields: {} };
      if (emittedBy) result.emittedBy = emittedBy;
      Object.keys(FIELD_INFO).forEach(function (kind) {
        var input = inputs[kind];
        var value = input ? input.value : '';
        var valid = input ? CARD_CHECKS[kind](value) : kind === 'name';
        result.fields[FIELD_INFO[kind].key] = { isFocused: !!input && document.activeElement === input, isEmpty: value === '', isValid: valid, isPotentiallyValid: valid || value === '' };
        if (!valid) { result.isFormValid = false; result.errors.push(FIELD_INFO[kind].error); }
      });
      return result;
    }
    function field(kind) {
      return function (fieldOptions) {
        fieldOptions = fieldOptions || {};
        var wrapper = null;
        var input = null;
        var message = null;
        function emit(name) {
          var data = state(kind);
          [fieldOptions.inputEvents, options.inputEvents].forEach(function (events) {
            if (events && typeof events[name] === 'function') events[name](data);
          });
        }
        return {
          render: function (target) {
            try {
              var container = resolveContainer(target);
              injectStyles();
              var info = FIELD_INFO[kind];
              var id = 'ppemu-card-' + kind + '-' + Math.random().toString(36).slice(2, 8);
              input = element('input', { id: id, type: 'text', autocomplete: info.autocomplete, placeholder: fieldOptions.placeholder || '', 'aria-invalid': 'false' });
              if (info.inputmode) input.setAttribute('inputmode', info.inputmode);
              message = element('span', { class: 'ppemu-status', 'aria-live': 'polite' });
              wrapper = element('div', { class: 'ppemu-field' }, [element('label', { for: id, text: info.label }), input, message]);
              input.addEventListener('input', function () { emit('onChange'); });
              input.addEventListener('focus', function () { emit('onFocus'); });
              input.addEventListener('blur', function () {
                input.setAttribute('aria-invalid', String(input.value !== '' && !CARD_CHECKS[kind](input.value)));
                emit('onBlur');
              });
              input.addEventListener('keydown', function (event) { if (event.key === 'Enter') emit('onInputSubmitRequest'); });
              inputs[kind] = input;
              container.appendChild(wrapper);
              return Promise.resolve();
            } catch (error) {
              return Promise.reject(error);
            }
          },
          close: function () { if (wrapper) wrapper.remove(); if (inputs[kind] === input) delete inputs[kind]; return Promise.resolve(); },
          clear: function () { if (input) input.value = ''; },
          focus: function () { if (input) input.focus(); },
          setMessage: function (text) { if (message) message.textContent = text; },
          setAttribute: function (name, value) { if (input) input.setAttribute(name, value); return Promise.resolve(); },
          removeAttribute: function (name) { if (input) input.removeAttribute(name); return Promise.resolve(); },
          addClass: function (name) { if (input) input.classList.add(name); return Promise.resolve(); },
          removeClass: function (name) { if (input) input.classList.remove(name); return Promise.resolve(); },
        };
      };
    }
    return {
      isEligible: function () { return true; },
      getState: function () { return Promise.resolve(state()); },
      NameField: field('name'),
      NumberField: field('number'),
      ExpiryField: field('expiry'),
      CVVField: field('cvv'),
      submit: async function () {
        var current = state();
        if (!current.isFormValid) throw new Error('Card fields are not valid: ' + current.errors.join(', '));
        try {
          var orderID = await options.createOrder();
          // 4000 0000 0000 0002 is the emulator's declined card; other valid numbers approve.
          var declined = inputs.number.value.replace(/\D/g, '') === '4000000000000002';
          await report(declined ? 'decline' : 'approve', orderID, { source: 'card' });
          await options.onApprove({ orderID: orderID, liabilityShift: 'POSSIBLE' });
        } catch (error) {
          callOnError(options, error);
          throw error;
        }
      },
    };
  }

  var sdk = {
    version: '5.0.0-emulator',
    FUNDING: { PAYPAL: 'paypal', CARD: 'card', CREDIT: 'credit', PAYLATER: 'paylater', VENMO: 'venmo' },
    getFundingSources: function () { return ['paypal']; },
    isFundingEligible: function (source) { return source === 'paypal'; },
  };
  // Like PayPal's SDK, only the requested components exist on the namespace.
  if (components.indexOf('buttons') !== -1) sdk.Buttons = Buttons;
  if (components.indexOf('card-fields') !== -1) sdk.CardFields = CardFields;
  window[namespace] = sdk;
})();
