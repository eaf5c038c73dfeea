/** Where Razorpay's server posts its webhook events: a server-to-server hook, which the edge's cross-site guard lets through. */
export const razorpayWebhookPath = "/api/payments/razorpay/webhook";
