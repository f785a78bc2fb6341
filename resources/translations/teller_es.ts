<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name></name>
    <message>
        <source>IP address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} cannot be read: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is {1}: files of up to 10 MB are accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is not a PDF, PNG or JPEG (its content says otherwise, whatever its name): choose the scanned document itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CrashHandler</source>
        <comment>Teller was not allowed to use {0}.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CrashHandler</source>
        <comment>a file or folder</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CrashHandler</source>
        <comment>Check that it can be written to, then try again.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CrashHandler</source>
        <comment>The system refused what Teller asked: {0}{1}.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CrashHandler</source>
        <comment>Try again; if it keeps happening, report it with the log.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CrashHandler</source>
        <comment>Something went wrong inside Teller ({0}: {1}).</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CrashHandler</source>
        <comment>no details</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>CrashHandler</source>
        <comment>Teller carries on; if it happens again, report it with the log.</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Export orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exporting orders…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The orders could not be saved to {0}: {1}. Choose another folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported {0} order to {1}; its times are in UTC.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported {0} orders to {1}; their times are in UTC.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Debited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (fee included)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rest, in {0}, after the fee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what that costs in {0}, plus the fee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set by the server and taken from the debit; shown once the payout exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same check repeated, answered the same: one row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent {0} times, answered the same, from {1} to {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme</source>
        <comment>Teller&apos;s colours: as the desktop&apos;s, light or dark</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AccountChooserDialog</name>
    <message>
        <source>Choose an account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name, alias, currency or id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search accounts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accounts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep this account at the top (Ctrl+D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use this account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User {0}
Account {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter uses the highlighted account; Ctrl+D pins it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No account matches. A pasted id is found once Teller has seen its account; otherwise enter the user id and account id in the fields.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The API has no list of users or accounts: the accounts you open by id appear here, most recent first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading the sandbox&apos;s users…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Un&amp;pin</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AccountView</name>
    <message>
        <source>No account open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the account id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload the account (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Virtual IBANs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See and deactivate this account&apos;s vIBANs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pending in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pending out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading account…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AccountsWorkspace</name>
    <message>
        <source>Accounts you opened or created for this user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No user open</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AppController</name>
    <message>
        <source>The built-in sandbox is running again, with your data.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BankPayoutForm</name>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Business</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading the catalogue…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IBAN or account number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At least 3 characters, e.g. Rent for May</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recipient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surname</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Company name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Document type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Document number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank country</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ABA routing code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SWIFT/BIC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Institution number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transit number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recipient&apos;s address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Postal code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Province</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Country</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send this bank payout?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BuiltInSandbox</name>
    <message>
        <source>The built-in sandbox stopped. Restart it to carry on; your data is kept.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CapabilitiesView</name>
    <message>
        <source>Capabilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open an account to see what it may do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crypto transfers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>External bank transfers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transfers to own accounts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Internal transfers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intra-provider transfers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Income per transaction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Income per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Income per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monthly fee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening fee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Features&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>min {0} · max {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardPayinForm</name>
    <message>
        <source>Shown to the payer, e.g. Top-up 42</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create pay-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open payment page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card pay-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return on success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return on failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hosted payment page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open an account to fund first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some fields need attention; see the messages beside them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first try had gone through: pay-in {0} exists, so none was created again. Its payment link was lost with the answer; create a new pay-in if the payer needs one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CaseBundleExporter</name>
    <message>
        <source>Export the case bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exporting the case bundle…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CaseHeader</name>
    <message>
        <source>◀ &amp;Queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the case queue (Alt+Q)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No case open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the user id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start &amp;KYB session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New session state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move to state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the case again (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No KYB session yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KYB {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opened {0} ({1} ago)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last change {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a new KYB session for this business</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the session to the chosen state</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CaseQueueView</name>
    <message>
        <source>Search company or user id (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search cases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the cases again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Business user id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open by &amp;id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the selected case (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start KYB session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a new KYB session for the selected business (it has none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every business user of the sandbox and its KYB session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This server cannot list cases: the API has no case list, so open a case by its business user id (the ones you opened are remembered).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} cases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} of {1} cases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sandbox has no business users yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CaseView</name>
    <message>
        <source>Loading case…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a document to see it here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is a sandbox test helper: the API shows no such operation on a live server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This server cannot list a case&apos;s sessions, documents or shareholders (the API has no such read): Teller shows the declared data, and you may start a session or add a shareholder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uploading a document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a KYB session first: documents belong to a session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Documents cannot be listed here, so none can be chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moving a session to another state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This business has no KYB session to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a case first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This business already has an open KYB session ({0}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (deleted {1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This server cannot send the document&apos;s file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetching {0}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file could not be fetched; see the message above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uploaded {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete {0} ({1}) from {2}&apos;s KYB session?

It stays listed, struck through, as a record that it was deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete a document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decide a KYB session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move {0}&apos;s KYB session {1} from {2} to {3}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move to {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChooseAccountButton</name>
    <message>
        <source>Choose &amp;account…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick an account by name ({0})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ComplianceWorkspace</name>
    <message>
        <source>This is the last case in the queue.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConfirmPayoutDialog</name>
    <message>
        <source>Send payout</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CopyButton</name>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy {0} to the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CountryPicker</name>
    <message>
        <source>Country</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CrashHandler</name>
    <message>
        <source>Teller</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CreateAccountDialog</name>
    <message>
        <source>New account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Payroll EUR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For user {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create account</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CryptoPayoutForm</name>
    <message>
        <source>Network, e.g. ETHEREUM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recipient&apos;s wallet address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recipient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter an amount to see what it costs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The amount or network changed; updating the quote…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter an amount and a network to see what it costs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No quote: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for a live quote in the preview (or refresh it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for a live quote in the preview, or refresh it, before sending.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send this crypto payout?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (merchant {0} + system {1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Debited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The amounts are the preview&apos;s quote; the server prices the payout again when it is made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This quote was used by the payout just sent.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DecisionDialog</name>
    <message>
        <source>Decide the case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why (required); Enter to continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This server&apos;s API has no decision operation: the decision is recorded in Teller&apos;s audit journal only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The decision moves the sandbox session&apos;s state.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Continue…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision for {0} (press a number)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write why: every decision needs a reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} — {1}?

Reason: {2}

This is a final decision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DetailPanel</name>
    <message>
        <source>Select an order to see its detail.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the order id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Origin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (merchant {0} + system {1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counterparty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sender account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recipient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>order {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel requested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reversed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DetailsView</name>
    <message>
        <source>Declared data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The business has declared no data yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declared data: {0} entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declared {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latest · declared {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(removed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the entry before, not in this one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed; before: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New in this entry</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DocumentViewer</name>
    <message>
        <source>Document page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a document to see it here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening {0}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The copy could not be saved to {0}: {1}. Choose another folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved a copy to {0}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DocumentsList</name>
    <message>
        <source>Documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uploaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Upload…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add PDF, PNG or JPEG files of up to 10 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the selected document (asks first; it stays listed as deleted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uploaded ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Documents: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Documents: {0} (+{1} deleted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not reviewed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comment: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marked {0} (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deleted {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted {0} (uploaded {1}); kept as a record</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EmptyOrders</name>
    <message>
        <source>&amp;Clear search and filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No orders match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No order matches both the search and the filters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No order matches the search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No order matches the filters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear the search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear the filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No orders yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payouts and pay-ins of this account will be listed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The merchant&apos;s payouts and pay-ins will be listed here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorBanner</name>
    <message>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss the message</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FilterPanel</name>
    <message>
        <source>+ Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the chosen saved filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No conditions: every order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the condition {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of this filter:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FilterRow</name>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick known values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter an amount.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}; several separated by semicolons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FundingView</name>
    <message>
        <source>Funding methods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open an account to see how it can be funded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card pay-ins: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card pay-ins: not available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crypto deposit addresses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This account has no funding methods.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank transfer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} — virtual IBAN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account holder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IBAN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SWIFT/BIC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ABA routing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JournalView</name>
    <message>
        <source>Audit journal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search targets and details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify checks that no entry was changed or removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Verify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walk the whole chain of hashes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export JSON lines…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 entry shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} entries shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chain is intact: {0} entries, none changed or removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry {0} does not fit the chain: {1}. It and every entry after it cannot be trusted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the audit journal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON lines (*.jsonl)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported {0} entries to {1}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KycForm</name>
    <message>
        <source>e.g. 42</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The provider flagged a problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The verification has expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 81.43.112.9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Age</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Identity status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Document country</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Document type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device IP</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LedgerDialog</name>
    <message>
        <source>Transaction id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ledger transactions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ledger of account {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transaction id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The API reads one transaction at a time by its id. Listing an account&apos;s whole ledger is a sandbox test helper.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ledger of {0} ({1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter a transaction id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This account has no transaction {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No transactions yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} transaction, newest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} transactions, newest first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Accounts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Payouts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compliance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Unlock for this session…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Request log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audit &amp;journal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show personal data &amp;unmasked (sandbox)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made-up sandbox data only; against a live server personal data is masked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Teller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unlock for this session?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is read-only. Unlock it until you sign out? Actions will change real data; each is still confirmed by typing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Unlock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unlocked until you sign out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audit journal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{0} {1}&lt;/b&gt;&lt;br&gt;A back-office client for the banking API.&lt;br&gt;&lt;br&gt;Qt {2} · PySide6 {3} · Python {4}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Teller</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MarkDialog</name>
    <message>
        <source>Reject a document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why is {0} rejected? (press a number)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why must {0} be uploaded again? (press a number)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comment (optional); Enter to mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reject</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ask again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MaskedValue</name>
    <message>
        <source>Reveal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this {0}; the audit journal records that you did</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OrderToolsBar</name>
    <message>
        <source>Sandbox:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ad&amp;vance to…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected order by hand (sandbox only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validate &amp;OTP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validate the selected payout&apos;s OTP with the sandbox&apos;s code {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OrdersTable</name>
    <message>
        <source>Copy order id</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OrdersWorkspace</name>
    <message>
        <source>One &amp;account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All &amp;merchant orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the account by name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search by order id or reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto-refresh interval in seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Times in &amp;UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show times in UTC rather than this computer&apos;s time (exports are in UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ledger…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This account&apos;s ledger transactions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One &amp;account: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter a user id and an account id, or look at all merchant orders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{1} of {0} order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{1} of {0} orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server refused a condition; see the message at its row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter a user id and an account id to see its ledger.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter a user id and an account id to export.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OtpDialog</name>
    <message>
        <source>One-time password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This payout waits for its one-time password before it moves. Enter the code the user received (in the sandbox it is always 123456).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the code.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PageThumbnails</name>
    <message>
        <source>Pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PayloadTree</name>
    <message>
        <source>Member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole kyc payload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Masked {0}: Enter or double-click reveals it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PayoutFormBase</name>
    <message>
        <source>Debit exactly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recipient receives exactly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review and send…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New payout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start again with an empty form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repeat this payout…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the same payout again: the form opens for review with its values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recipient gets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open an account to pay from first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some fields need attention; see the messages beside them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The account to pay from is still loading; wait.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The account to pay from changed while you confirmed; nothing was sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payout created: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payout {0} was created from account {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same payout ({0} to {1}) was sent from this account at {2}: order {3}. Send it again only if a second payout is meant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send this payout?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PayoutResult</name>
    <message>
        <source>Last payout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the order id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show in Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter OTP…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1} → {2} ({3}); fee {4}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This payout waits for its OTP before it moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This payout needs an OTP. The API does not show how it is validated: that happens outside Teller. Its state here follows the server.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PayoutsWorkspace</name>
    <message>
        <source>User id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Use account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No account chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bank payout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Crypto payout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Transfer preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Car&amp;d pay-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>or by id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>U&amp;ser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accou&amp;nt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the user id and the account id to pay from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User {0}
Account {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading account {0}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account {0} could not be loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Available {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} · balance {1} · pending out {2} · pending in {3}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProductionFrame</name>
    <message>
        <source>PRODUCTION — {0} — actions here change real data and move real money</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProfilesDialog</name>
    <message>
        <source>Environments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sandbox (made-up data)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staging</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Production (real money)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the kind&apos;s colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only: refuse every change until unlocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base &amp;URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;olour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API &amp;code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The API key is asked at sign-in and kept in the keyring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give every environment a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two environments are named {0}; names must differ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the address of {0}, e.g. https://api.example.com.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: the colour is not one Teller knows (e.g. #c62828).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuotePreview</name>
    <message>
        <source>Refresh quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter an amount to see what it costs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Debited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote from the server; it holds until the countdown ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (merchant {0} + system {1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking the server for a quote…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote expires in {0} s: send now or refresh it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote valid for {0} s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReloginDialog</name>
    <message>
        <source>Session expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your session with {0} has expired. Sign in again to carry on where you were.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API &amp;key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The API key is wrong.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RequestLogDock</name>
    <message>
        <source>Request log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a request to see what was sent and received.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as cURL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secrets (token, api key) are redacted.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <source>Approve (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reject… (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-upload… (U)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decide… (D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next case (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export bundle… (E)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approve, reject or ask for more information (D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A decision belongs to a KYB session, and none is known here (a live server cannot list them): start one, or open the case on the sandbox.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decided: {0} ({1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: KYC {1}, not passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approval is refused while:
{0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SandboxMenu</name>
    <message>
        <source>&amp;Reset to seed data…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add orders…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fail the next request…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset the sandbox?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every user, account, order and KYB case of this merchant goes back to the seed data; what you made since is deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The current account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spread over all the merchant&apos;s accounts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fail the next request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Retry-After</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delay (slow answer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sandbox reset: {0} users, {1} accounts, {2} orders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} orders added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sandbox will fail the next request ({0}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SandboxNotice</name>
    <message>
        <source>&amp;Restart sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restarting the built-in sandbox…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionStatusBar</name>
    <message>
        <source>Signed in to the built-in sandbox: no real money moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed in to {0} ({1}): made-up data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed in to {0} ({1}), a staging server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed in to {0}: PRODUCTION, real money moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merchant: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Talking to the server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session: unknown expiry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session: {0}:{1:02d} left</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShareholderEditor</name>
    <message>
        <source>Add a shareholder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name@example.com</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surname</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Email</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KYC: the common members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kyc.data as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KYC: kyc.data as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add shareholder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server does not return the kyc payload: leave it empty to keep the one it holds; what you enter replaces it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The form and this JSON are the same payload: edit either.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not valid JSON (line {0}, column {1}: {2}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kyc.data must be a JSON object ({ … }).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix it before using the form.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some fields need attention; see the messages beside them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShareholdersView</name>
    <message>
        <source>Shareholders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;shareholder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct the selected shareholder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surname</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Email</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KYC level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After how long in the state before (the row above)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KYC state history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole payload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Identity verification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the kyc payload says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shareholders: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No shareholder selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KYC level {0}
Id {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} in {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No identity verification is linked to this shareholder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none sent</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compliance case review (in the case pane; a text field keeps its letters). In a reason chooser, a number key picks the reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it does</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SignInDialog</name>
    <message>
        <source>Sign in to Teller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the built-in sandbox to try things safely, or sign in to a server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Manage environments…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remember the api key in the system keyring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base &amp;URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API &amp;code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API &amp;key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sandbox (built in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · PRODUCTION</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer has no system keyring to keep it in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The built-in sandbox is stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting the built-in sandbox…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sandbox ready at {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The built-in sandbox is not running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the server&apos;s address, e.g. https://api.example.com.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the API code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the API key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The API code or API key is wrong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the sandbox…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signing in…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit Teller?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit Teller? What you typed here will be lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep editing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StateBadge</name>
    <message>
        <source>State: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TaskRunner</name>
    <message>
        <source>Some fields need attention; see the messages beside them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign in…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong inside Teller ({0}). Try again; if it keeps happening, report it with the log.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>&amp;Theme</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TransactionCard</name>
    <message>
        <source>Transaction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a transaction by id, or select one in the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the transaction id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running balance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counterparty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TransferPreview</name>
    <message>
        <source>The recipient account&apos;s id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the recipient account by name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transfer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The API simulates transfers between accounts; it has no call that makes one. This preview shows what a transfer would debit and deliver at today&apos;s rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The amount or recipient changed; updating the quote…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter an amount and the recipient account.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct the amount to see a quote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct the marked field to see a quote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No quote: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TypedConfirmationDialog</name>
    <message>
        <source>Confirm on {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PRODUCTION: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On {0}, for {1}. This changes real data and may move real money.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type &lt;b&gt;{0}&lt;/b&gt; to confirm:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirmation text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not {0}. Type it exactly to confirm.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UploadDialog</name>
    <message>
        <source>Upload documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop PDF, PNG or JPEG files here, or choose them. Up to 10 MB each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files to upload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;hoose files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Documents (*.pdf *.png *.jpg *.jpeg);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the document&apos;s type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel upload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending {0} of {1}: {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} changed on the disk after it was checked and was not sent ({1} of {2} files were). Choose it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} of {1} sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled: {0} of {1} sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upload cancelled: {0} of {1} files were sent; a file under way may have reached the server (the case shows what it holds).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UserPanel</name>
    <message>
        <source>User id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a user id, or pick a recent one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse sandbox users…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No user open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accounts of the user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New account…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accounts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (not loaded)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UserPickerDialog</name>
    <message>
        <source>Sandbox users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by name, type or id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{1} of {0} user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{1} of {0} users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No user matches “{0}”. Change the search, or clear it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no user to open.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ViewerToolbar</name>
    <message>
        <source>Previous page (Page Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next page (Page Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+-)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in (Ctrl++)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit the page to the width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate a quarter turn clockwise (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open with system viewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a temporary copy in this computer&apos;s own viewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a copy…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the file as it was uploaded</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VirtualIbansDialog</name>
    <message>
        <source>vIBAN id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deactivate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inactive already: there is nothing to deactivate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New vIBAN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issue a new active vIBAN for this account (sandbox test helper)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IBAN / account number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BIC / ABA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtual IBANs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtual IBANs of account {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vIBAN id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The API has no list of an account&apos;s vIBANs: enter the id of the one to deactivate. Listing and issuing vIBANs are sandbox test helpers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This account has no vIBANs yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} vIBAN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} vIBANs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, {1} active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This vIBAN is inactive already: a deactivated vIBAN cannot be activated or deactivated again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deactivate the vIBAN with this id (asks first; cannot be undone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deactivate the vIBAN {0}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payments sent to it will no longer reach this account. This cannot be undone: a deactivated vIBAN cannot be activated again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vIBAN id: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deactivate vIBAN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deactivate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the id of the vIBAN to deactivate, or select one in the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vIBAN {0} is now {1}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <source>&amp;Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
