// Payment processors and e-commerce platforms; messaging, chat and email-delivery services.

export function paymentCases({ add, h, t, r }) {
  const F = "payment";
  add(
    F,
    "stripe-secret-key",
    "output",
    t.stripeLive,
    (s) =>
      `$ cat .env.production\nNODE_ENV=production\nSTRIPE_PUBLISHABLE_KEY=pk_live_${r.alnum(99)}\nSTRIPE_SECRET_KEY=${s}\nSTRIPE_PRICE_PRO=price_${r.alnum(24)}`,
  );
  add(
    F,
    "stripe-secret-key",
    "shell",
    t.stripeTest,
    (s) =>
      `curl https://api.stripe.com/v1/customers -u ${s}: -d email="${h.email()}" -d name="Test Customer"`,
  );
  add(
    F,
    "stripe-webhook-secret",
    "output",
    t.stripeWebhook,
    (s) =>
      `$ stripe listen --forward-to localhost:3000/api/webhooks/stripe\n> Ready! You are using Stripe API Version [2024-04-10]. Your webhook signing secret is ${s} (^C to quit)`,
  );
  add(
    F,
    "stripe-secret-key",
    "code",
    t.stripeLiveShort,
    (s) =>
      `const stripe = require("stripe")("${s}");\n\nexport async function charge(customerId, amount) {\n  return stripe.paymentIntents.create({ customer: customerId, amount, currency: "eur" });\n}`,
  );
  add(
    F,
    "stripe-restricted-key",
    "code",
    t.stripeRestricted,
    (s) =>
      `import stripe\n\nstripe.api_key = "${s}"\ninvoices = stripe.Invoice.list(limit=100, status="open")`,
  );
  add(
    F,
    "stripe-secret-key",
    "prose",
    t.stripeTest,
    (s) =>
      `the staging checkout is failing with "No such customer" — I'm using ${s} in the staging env, is that the right account?`,
  );
  add(
    F,
    "square-access-token",
    "code",
    t.squareAccess,
    (s) => `client = Client(\n    access_token="${s}",\n    environment="production",\n)`,
  );
  add(
    F,
    "square-oauth-secret",
    "output",
    t.squareSecret,
    (s) => `SQUARE_APPLICATION_ID=sq0idp-${r.b64url(22)}\nSQUARE_APPLICATION_SECRET=${s}`,
  );
  add(
    F,
    "shopify-access-token",
    "shell",
    t.shopifyAdmin,
    (s) =>
      `curl -X GET "https://${h.org()}-store.myshopify.com/admin/api/2024-04/orders.json?status=any" -H "X-Shopify-Access-Token: ${s}"`,
  );
  add(
    F,
    "shopify-shared-secret",
    "output",
    t.shopifyShared,
    (s) => `SHOPIFY_API_KEY=${r.hex(32)}\nSHOPIFY_API_SECRET=${s}\nSCOPES=read_products,write_orders`,
  );
  add(
    F,
    "paypal-client-secret",
    "code",
    t.paypalSecret,
    (s) => `paypal:\n  mode: live\n  client_id: A${r.b64url(79)}\n  client_secret: ${s}`,
  );
  add(
    F,
    "braintree-access-token",
    "code",
    t.braintree,
    (s) => `gateway = braintree.BraintreeGateway(access_token="${s}")`,
  );
  add(
    F,
    "razorpay-key-secret",
    "code",
    t.razorpaySecret,
    (s) =>
      `const razorpay = new Razorpay({\n  key_id: "rzp_live_${r.alnum(14)}",\n  key_secret: "${s}",\n});`,
  );
  add(
    F,
    "flutterwave-secret-key",
    "output",
    t.flutterwave,
    (s) => `FLW_PUBLIC_KEY=FLWPUBK_TEST-${r.hex(32)}-X\nFLW_SECRET_KEY=${s}`,
  );
  add(F, "gocardless-token", "shell", t.gocardless, (s) => `export GOCARDLESS_ACCESS_TOKEN=${s}`);
  add(
    F,
    "plaid-access-token",
    "output",
    t.plaidAccess,
    (s) =>
      `{\n  "access_token": "${s}",\n  "item_id": "${r.alnum(37)}",\n  "request_id": "${r.alnum(15)}"\n}`,
  );
  add(
    F,
    "plaid-secret",
    "shell",
    t.plaidSecret,
    (s) => `PLAID_CLIENT_ID=${r.hex(24)} PLAID_SECRET=${s} PLAID_ENV=production npm run sync-transactions`,
  );
  add(F, "duffel-token", "code", t.duffel, (s) => `duffel = Duffel(access_token="${s}")`);
  add(
    F,
    "easypost-api-key",
    "shell",
    t.easypost,
    (s) =>
      `curl -X POST https://api.easypost.com/v2/shipments -u "${s}:" -d 'shipment[to_address][zip]=94105'`,
  );
  add(F, "shippo-token", "code", t.shippo, (s) => `shippo.config.api_key = "${s}"`);
  add(F, "lob-api-key", "output", t.lob, (s) => `LOB_API_KEY=${s}`);
  add(
    F,
    "coinbase-secret",
    "code",
    t.coinbase,
    (s) => `COINBASE_API_KEY = "${r.alnum(16)}"\nCOINBASE_API_SECRET = "${s}"`,
  );
  add(F, "kraken-private-key", "output", t.kraken, (s) => {
    const key = r.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", 56);
    return { text: `[kraken]\napi_key = ${key}\nprivate_key = ${s}`, also: [key] };
  });
}

export function messagingCases({ add, h, t, r }) {
  const F = "messaging";
  add(F, "slack-bot-token", "shell", t.slackBot, (s) => `export SLACK_BOT_TOKEN=${s}\nnpm run dev`);
  add(
    F,
    "slack-bot-token",
    "code",
    t.slackBot,
    (s) =>
      `from slack_sdk import WebClient\n\nclient = WebClient(token="${s}")\nclient.chat_postMessage(channel="#deploys", text="Deploy finished")`,
  );
  add(
    F,
    "slack-bot-token",
    "shell",
    t.slackBot,
    (s) =>
      `curl -X POST https://slack.com/api/chat.postMessage -H "Authorization: Bearer ${s}" -H 'Content-type: application/json' --data '{"channel":"C0${r.upper(9)}","text":"hello"}'`,
  );
  add(
    F,
    "slack-user-token",
    "output",
    t.slackUser,
    (s) =>
      `{"ok":true,"app_id":"A0${r.upper(9)}","authed_user":{"id":"U0${r.upper(9)}","scope":"chat:write,channels:history","access_token":"${s}","token_type":"user"},"team":{"id":"T0${r.upper(9)}","name":"${h.org()}"}}`,
  );
  add(
    F,
    "slack-app-token",
    "code",
    t.slackApp,
    (s) =>
      `app = App(token=os.environ["SLACK_BOT_TOKEN"])\nhandler = SocketModeHandler(app, "${s}")\nhandler.start()`,
  );
  add(F, "slack-config-token", "output", t.slackConfig, (s) => `SLACK_CONFIG_TOKEN=${s}`);
  add(
    F,
    "slack-webhook",
    "shell",
    t.slackWebhookPath,
    (s) =>
      `curl -X POST -H 'Content-type: application/json' --data '{"text":"Build #812 failed on main"}' https://hooks.slack.com/services/${s}`,
  );
  add(
    F,
    "slack-webhook",
    "code",
    t.slackWebhookPath,
    (s) =>
      `const SLACK_WEBHOOK_URL = "https://hooks.slack.com/services/${s}";\n\nexport const notify = (text) => fetch(SLACK_WEBHOOK_URL, { method: "POST", body: JSON.stringify({ text }) });`,
  );
  add(
    F,
    "slack-webhook",
    "prose",
    t.slackWebhookPath,
    (s) =>
      `can you wire the alerts to our channel? the incoming webhook is https://hooks.slack.com/services/${s}`,
  );
  add(
    F,
    "discord-bot-token",
    "output",
    t.discordBot,
    (s) => `DISCORD_TOKEN=${s}\nDISCORD_GUILD_ID=${r.digits(18)}`,
  );
  add(F, "discord-bot-token", "code", t.discordBot, (s) => `client.login("${s}");`);
  add(
    F,
    "discord-webhook",
    "shell",
    t.discordWebhook,
    (s) =>
      `curl -H "Content-Type: application/json" -d '{"content":"nightly backup ok"}' https://discord.com/api/webhooks/${s}`,
  );
  add(
    F,
    "telegram-bot-token",
    "shell",
    t.telegramBot,
    (s) => `curl -s "https://api.telegram.org/bot${s}/getUpdates" | jq '.result[-1].message.chat.id'`,
  );
  add(
    F,
    "telegram-bot-token",
    "code",
    t.telegramBot,
    (s) =>
      `TELEGRAM_BOT_TOKEN = "${s}"\napplication = ApplicationBuilder().token(TELEGRAM_BOT_TOKEN).build()`,
  );
  add(
    F,
    "telegram-bot-token",
    "prose",
    t.telegramBot,
    (s) => `BotFather gave me this: ${s} — please add it to the alerting bot config`,
  );
  add(F, "twilio-auth-token", "shell", t.twilioAuth, (s) => {
    const sid = t.twilioSid();
    return `curl -X POST "https://api.twilio.com/2010-04-01/Accounts/${sid}/Messages.json" --data-urlencode "Body=Your code is 481516" --data-urlencode "To=+15558675310" --data-urlencode "From=+15017122661" -u ${sid}:${s}`;
  });
  add(
    F,
    "twilio-auth-token",
    "output",
    t.twilioAuth,
    (s) => `TWILIO_ACCOUNT_SID=${t.twilioSid()}\nTWILIO_AUTH_TOKEN=${s}\nTWILIO_FROM=+15017122661`,
  );
  add(
    F,
    "twilio-api-key-secret",
    "code",
    () => r.alnum(32),
    (s) => `client = Client("${t.twilioApiKey()}", "${s}", "${t.twilioSid()}")`,
  );
  add(F, "sendgrid-api-key", "shell", t.sendgrid, (s) => `export SENDGRID_API_KEY='${s}'`);
  add(F, "sendgrid-api-key", "code", t.sendgrid, (s) => `sgMail.setApiKey("${s}");`);
  add(
    F,
    "mailgun-api-key",
    "shell",
    t.mailgun,
    (s) =>
      `curl -s --user 'api:${s}' https://api.mailgun.net/v3/mg.${h.org()}.io/messages -F from='noreply@${h.org()}.io' -F to=${h.email()} -F subject='Hello' -F text='Testing'`,
  );
  add(
    F,
    "mailgun-api-key",
    "output",
    t.mailgunNew,
    (s) => `MAILGUN_DOMAIN=mg.${h.org()}.io\nMAILGUN_API_KEY=${s}`,
  );
  add(
    F,
    "mailchimp-api-key",
    "code",
    t.mailchimp,
    (s) => `mailchimp.setConfig({\n  apiKey: "${s}",\n  server: "${s.split("-")[1]}",\n});`,
  );
  add(
    F,
    "brevo-api-key",
    "shell",
    t.brevo,
    (s) =>
      `curl --request GET --url https://api.brevo.com/v3/account --header 'accept: application/json' --header 'api-key: ${s}'`,
  );
  add(
    F,
    "postmark-server-token",
    "shell",
    t.postmark,
    (s) =>
      `curl "https://api.postmarkapp.com/email" -X POST -H "Accept: application/json" -H "Content-Type: application/json" -H "X-Postmark-Server-Token: ${s}" -d '{"From":"noreply@${h.org()}.io","To":"${h.email()}","Subject":"Test","TextBody":"Hello"}'`,
  );
  add(
    F,
    "teams-webhook",
    "code",
    t.teamsWebhook,
    (s) => `TEAMS_WEBHOOK = "${s}"\nrequests.post(TEAMS_WEBHOOK, json={"text": "Deployment complete"})`,
  );
  add(
    F,
    "mattermost-token",
    "shell",
    t.mattermost,
    (s) =>
      `mmctl auth login https://chat.${h.org()}.io --name prod --username ${h.user()} --access-token ${s}`,
  );
  add(F, "intercom-token", "output", t.intercom, (s) => `INTERCOM_ACCESS_TOKEN=${s}`);
}
