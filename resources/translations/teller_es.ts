<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
    <context>
        <name>AccountChooserDialog</name>
        <message>
            <source>Choose an account</source>
            <translation>Elegir una cuenta</translation>
        </message>
        <message>
            <source>Name, alias, currency or id</source>
            <translation>Nombre, alias, moneda o id</translation>
        </message>
        <message>
            <source>Search accounts</source>
            <translation>Buscar cuentas</translation>
        </message>
        <message>
            <source>Accounts</source>
            <translation>Cuentas</translation>
        </message>
        <message>
            <source>&amp;Pin</source>
            <translation>&amp;Fijar</translation>
        </message>
        <message>
            <source>Keep this account at the top (Ctrl+D)</source>
            <translation>Mantener esta cuenta arriba (Ctrl+D)</translation>
        </message>
        <message>
            <source>Use this account</source>
            <translation>Usar esta cuenta</translation>
        </message>
        <message>
            <source>User {0}
Account {1}</source>
            <translation>Usuario {0}
Cuenta {1}</translation>
        </message>
        <message>
            <source>Enter uses the highlighted account; Ctrl+D pins it.</source>
            <translation>Intro usa la cuenta resaltada; Ctrl+D la fija.</translation>
        </message>
        <message>
            <source>No account matches. A pasted id is found once Teller has seen its account; otherwise enter the user id and account id in the fields.</source>
            <translation>Ninguna cuenta coincide. Un id pegado se encuentra cuando Teller ya ha visto su cuenta; si no, escriba el id de usuario y el id de cuenta en los campos.</translation>
        </message>
        <message>
            <source>The API has no list of users or accounts: the accounts you open by id appear here, most recent first.</source>
            <translation>La API no tiene lista de usuarios ni de cuentas: aquí aparecen las cuentas que abre por id, las más recientes primero.</translation>
        </message>
        <message>
            <source>Loading the sandbox's users…</source>
            <translation>Cargando los usuarios del sandbox…</translation>
        </message>
        <message>
            <source>Un&amp;pin</source>
            <translation>&amp;Soltar</translation>
        </message>
    </context>
    <context>
        <name>AccountFollower</name>
        <message>
            <source>User {0}
Account {1}</source>
            <translation>Usuario {0}
Cuenta {1}</translation>
        </message>
    </context>
    <context>
        <name>AccountView</name>
        <message>
            <source>No account open</source>
            <translation>Ninguna cuenta abierta</translation>
        </message>
        <message>
            <source>the account id</source>
            <translation>el id de la cuenta</translation>
        </message>
        <message>
            <source>&amp;Refresh</source>
            <translation>Actuali&amp;zar</translation>
        </message>
        <message>
            <source>Reload the account (F5)</source>
            <translation>Volver a cargar la cuenta (F5)</translation>
        </message>
        <message>
            <source>Virtual &amp;IBANs…</source>
            <translation>IBAN vir&amp;tuales…</translation>
        </message>
        <message>
            <source>See and deactivate this account's vIBANs</source>
            <translation>Ver y desactivar los vIBAN de esta cuenta</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Saldo</translation>
        </message>
        <message>
            <source>Available</source>
            <translation>Disponible</translation>
        </message>
        <message>
            <source>Pending in</source>
            <translation>Entradas pendientes</translation>
        </message>
        <message>
            <source>Pending out</source>
            <translation>Salidas pendientes</translation>
        </message>
        <message>
            <source>Loading account…</source>
            <translation>Cargando la cuenta…</translation>
        </message>
    </context>
    <context>
        <name>AccountsWorkspace</name>
        <message>
            <source>Accounts you opened or created for this user</source>
            <translation>Cuentas que abrió o creó para este usuario</translation>
        </message>
        <message>
            <source>No user open</source>
            <translation>Ningún usuario abierto</translation>
        </message>
        <message>
            <source>Loading user…</source>
            <translation>Cargando el usuario…</translation>
        </message>
    </context>
    <context>
        <name>ApiMessages</name>
        <message>
            <source>The request failed.</source>
            <translation>La solicitud falló.</translation>
        </message>
        <message>
            <source>Some fields are not valid.</source>
            <translation>Algunos campos no son válidos.</translation>
        </message>
        <message>
            <source>The API code or API key is wrong.</source>
            <translation>El código o la clave de API no son correctos.</translation>
        </message>
        <message>
            <source>Your session has expired; sign in again.</source>
            <translation>Su sesión ha caducado; inicie sesión de nuevo.</translation>
        </message>
        <message>
            <source>Your session has expired; sign in again to continue.</source>
            <translation>Su sesión ha caducado; inicie sesión de nuevo para continuar.</translation>
        </message>
        <message>
            <source>You are not allowed to do this.</source>
            <translation>No tiene permiso para hacer esto.</translation>
        </message>
        <message>
            <source>It was not found; check the id.</source>
            <translation>No se encontró; compruebe el id.</translation>
        </message>
        <message>
            <source>This conflicts with the current state; reload and try again.</source>
            <translation>Esto choca con el estado actual; recargue e inténtelo de nuevo.</translation>
        </message>
        <message>
            <source>The server could not carry this out.</source>
            <translation>El servidor no pudo llevarlo a cabo.</translation>
        </message>
        <message>
            <source>The quote has expired; get a new quote.</source>
            <translation>La cotización ha caducado; pida una nueva.</translation>
        </message>
        <message>
            <source>Too many requests; wait a moment and try again.</source>
            <translation>Demasiadas solicitudes; espere un momento e inténtelo de nuevo.</translation>
        </message>
        <message>
            <source>The server hit an internal error; try again later.</source>
            <translation>El servidor tuvo un error interno; inténtelo más tarde.</translation>
        </message>
        <message>
            <source>The server does not support this operation.</source>
            <translation>El servidor no admite esta operación.</translation>
        </message>
        <message>
            <source>A gateway in front of the server failed; try again shortly.</source>
            <translation>Falló una pasarela delante del servidor; inténtelo en breve.</translation>
        </message>
        <message>
            <source>The server answered with an error Teller does not know.</source>
            <translation>El servidor respondió con un error que Teller no conoce.</translation>
        </message>
        <message>
            <source>The server could not be reached.</source>
            <translation>No se pudo contactar con el servidor.</translation>
        </message>
        <message>
            <source>The server took too long to answer.</source>
            <translation>El servidor tardó demasiado en responder.</translation>
        </message>
        <message>
            <source>The server did not answer in time.</source>
            <translation>El servidor no respondió a tiempo.</translation>
        </message>
        <message>
            <source>The server could not be reached in time.</source>
            <translation>No se pudo contactar con el servidor a tiempo.</translation>
        </message>
        <message>
            <source>The secure connection to the server failed (TLS).</source>
            <translation>Falló la conexión segura con el servidor (TLS).</translation>
        </message>
        <message>
            <source>The server's name could not be resolved.</source>
            <translation>No se pudo resolver el nombre del servidor.</translation>
        </message>
        <message>
            <source>The connection to the server broke before it answered.</source>
            <translation>La conexión con el servidor se cortó antes de que respondiera.</translation>
        </message>
        <message>
            <source>The server answered with something that is not the API's format.</source>
            <translation>El servidor respondió con algo que no tiene el formato de la API.</translation>
        </message>
        <message>
            <source>The server address is not valid.</source>
            <translation>La dirección del servidor no es válida.</translation>
        </message>
        <message>
            <source>The connection to the server broke before it answered. Check whether the action happened before repeating it.</source>
            <translation>La conexión con el servidor se cortó antes de que respondiera. Compruebe si la acción se realizó antes de repetirla.</translation>
        </message>
        <message>
            <source>The server's answer could not be decoded (broken compression or encoding).</source>
            <translation>No se pudo descodificar la respuesta del servidor (compresión o codificación rotas).</translation>
        </message>
        <message>
            <source>This action is not allowed here.</source>
            <translation>Esta acción no está permitida aquí.</translation>
        </message>
        <message>
            <source>The review's rules refuse this; nothing was sent.</source>
            <translation>Las reglas de la revisión no lo permiten; no se envió nada.</translation>
        </message>
        <message>
            <source>Nothing was written.</source>
            <translation>No se escribió nada.</translation>
        </message>
        <message>
            <source>The server did not answer, so Teller cannot tell whether this was done, and the API offers no way to check. Look for it before trying again.</source>
            <translation>El servidor no respondió, así que Teller no puede saber si se hizo, y la API no ofrece forma de comprobarlo. Búsquelo antes de volver a intentarlo.</translation>
        </message>
        <message>
            <source>This is a sandbox test helper; the server has no such action.</source>
            <translation>Es una ayuda de pruebas del sandbox; el servidor no tiene esa acción.</translation>
        </message>
        <message>
            <source>The quote had ended before the payout was sent; nothing was sent. Refresh the quote, check its amounts, then review and send again.</source>
            <translation>La cotización había terminado antes de enviar el pago; no se envió nada. Actualice la cotización, compruebe sus importes y después revise y envíe de nuevo.</translation>
        </message>
        <message>
            <source>Teller does not know which reviewer you are yet, so nothing can be claimed or assigned in your name. Give your reviewer name first.</source>
            <translation>Teller aún no sabe qué revisor/a es usted, así que no se puede tomar ni asignar nada en su nombre. Indique antes su nombre de revisor/a.</translation>
        </message>
        <message>
            <source>You have already claimed this case; nothing changed.</source>
            <translation>Usted ya ha tomado este caso; no cambió nada.</translation>
        </message>
        <message>
            <source>This case is not claimed, so there is nothing to release.</source>
            <translation>Nadie ha tomado este caso, así que no hay nada que liberar.</translation>
        </message>
        <message>
            <source>Choose a reviewer to assign the case to; nothing was recorded.</source>
            <translation>Elija el/la revisor/a a quien asignar el caso; no se registró nada.</translation>
        </message>
        <message>
            <source>Nobody else holds this case; nothing to override.</source>
            <translation>Nadie más tiene este caso; no hay nada que pasar por alto.</translation>
        </message>
        <message>
            <source>Teller does not know which reviewer you are yet; give your reviewer name first. Nothing was recorded.</source>
            <translation>Teller aún no sabe qué revisor/a es usted; indique antes su nombre de revisor/a. No se registró nada.</translation>
        </message>
        <message>
            <source>Teller does not know which reviewer you are yet, and a four-eyes decision needs two named reviewers. Give your reviewer name first; nothing was sent.</source>
            <translation>Teller aún no sabe qué revisor/a es usted, y una decisión a cuatro ojos necesita dos revisores/as con nombre. Indique antes su nombre de revisor/a; no se envió nada.</translation>
        </message>
        <message>
            <source>Nothing is pending: no decision on this case waits for a second reviewer (a new mark on its documents clears a proposal). Nothing was sent.</source>
            <translation>No hay nada pendiente: ninguna decisión sobre este caso espera a una segunda persona revisora (una marca nueva en sus documentos anula la propuesta). No se envió nada.</translation>
        </message>
        <message>
            <source>You proposed this decision, and the same reviewer cannot confirm or return it: a second, different reviewer must. Nothing was sent.</source>
            <translation>Usted propuso esta decisión, y quien la propone no puede confirmarla ni devolverla: debe hacerlo otra persona revisora. No se envió nada.</translation>
        </message>
        <message>
            <source>The proposal changed since it was shown (it was cleared and proposed again). Read it again before answering; nothing was sent.</source>
            <translation>La propuesta cambió desde que se mostró (se anuló y se volvió a proponer). Vuelva a leerla antes de responder; no se envió nada.</translation>
        </message>
        <message>
            <source>Write why the proposal is returned; nothing was sent.</source>
            <translation>Escriba por qué se devuelve la propuesta; no se envió nada.</translation>
        </message>
        <message>
            <source>Send again</source>
            <translation>Enviar de nuevo</translation>
        </message>
        <message>
            <source>The server could not be reached within {s} s. Check the address and the network, then try again.</source>
            <translation>No se pudo contactar con el servidor en {s} s. Compruebe la dirección y la red, e inténtelo de nuevo.</translation>
        </message>
        <message>
            <source>The server did not answer within {s} s. Try again; if it keeps happening, the server may be overloaded.</source>
            <translation>El servidor no respondió en {s} s. Inténtelo de nuevo; si sigue ocurriendo, puede que el servidor esté sobrecargado.</translation>
        </message>
        <message>
            <source>The server did not answer completely within {s} s, Teller's limit for one request (retries included). Check the network and the server, then try again.</source>
            <translation>El servidor no respondió por completo en {s} s, el límite de Teller para una solicitud (reintentos incluidos). Compruebe la red y el servidor, e inténtelo de nuevo.</translation>
        </message>
        <message>
            <source>The server did not answer completely within {s} s, Teller's limit for one request (retries included). Check the network and the server, then try again; first check whether the action took place.</source>
            <translation>El servidor no respondió por completo en {s} s, el límite de Teller para una solicitud (reintentos incluidos). Compruebe la red y el servidor, e inténtelo de nuevo; antes, compruebe si la acción se realizó.</translation>
        </message>
        <message>
            <source>The server name “{host}” could not be found. Check the address.</source>
            <translation>No se encontró el nombre de servidor «{host}». Compruebe la dirección.</translation>
        </message>
        <message>
            <source>The secure connection to {host} failed: its certificate could not be verified.</source>
            <translation>Falló la conexión segura con {host}: no se pudo verificar su certificado.</translation>
        </message>
        <message>
            <source>The server could not be reached at {host}. Check that it is running and the address is right.</source>
            <translation>No se pudo contactar con el servidor en {host}. Compruebe que está en marcha y que la dirección es correcta.</translation>
        </message>
        <message>
            <source>The server answered HTTP {status} with a {kind} page instead of the API's error format. A proxy or gateway may be in the way.</source>
            <translation>El servidor respondió HTTP {status} con una página {kind} en lugar del formato de error de la API. Puede haber un proxy o una pasarela en medio.</translation>
        </message>
        <message>
            <source>{who} has already claimed this case. Ask them to release it or to assign it to you; nothing was recorded.</source>
            <translation>{who} ya ha tomado este caso. Pídale que lo libere o que se lo asigne a usted; no se registró nada.</translation>
        </message>
        <message>
            <source>{who} holds this case; only they can release it or assign it on. Nothing was recorded.</source>
            <translation>{who} tiene este caso; solo esa persona puede liberarlo o asignarlo a otra. No se registró nada.</translation>
        </message>
        <message>
            <source>{who} holds this case; only they can assign it on. Nothing was recorded.</source>
            <translation>{who} tiene este caso; solo esa persona puede asignarlo a otra. No se registró nada.</translation>
        </message>
        <message>
            <source>{who} already holds this case; nothing changed.</source>
            <translation>{who} ya tiene este caso; no cambió nada.</translation>
        </message>
        <message>
            <source>{who} has claimed this case. Confirm that you work on it anyway (Teller records it), or ask them to release it; nothing was sent.</source>
            <translation>{who} ha tomado este caso. Confirme que trabaja en él de todos modos (Teller lo registra), o pídale que lo libere; no se envió nada.</translation>
        </message>
        <message>
            <source>{who} has already proposed to approve this case. A second reviewer confirms or returns it first; nothing was sent.</source>
            <translation>{who} ya ha propuesto aprobar este caso. Antes, otra persona revisora lo confirma o lo devuelve; no se envió nada.</translation>
        </message>
        <message>
            <source>{who} has already proposed to reject this case. A second reviewer confirms or returns it first; nothing was sent.</source>
            <translation>{who} ya ha propuesto rechazar este caso. Antes, otra persona revisora lo confirma o lo devuelve; no se envió nada.</translation>
        </message>
        <message>
            <source>Teller could not read the case to check the review's rules ({cause}); nothing was sent. Try again.</source>
            <translation>Teller no pudo leer el caso para comprobar las reglas de la revisión ({cause}); no se envió nada. Vuelva a intentarlo.</translation>
        </message>
        <message>
            <source>{0} The server said: “{1}”</source>
            <translation>{0} El servidor dijo: «{1}»</translation>
        </message>
        <message>
            <source>The built-in sandbox stopped. Restart it to carry on; your data is kept.</source>
            <translation>El sandbox integrado se ha detenido. Reinícielo para continuar; sus datos se conservan.</translation>
        </message>
        <message>
            <source>The built-in sandbox stopped before it answered. Restart it, then check whether this was done before trying again; your data is kept.</source>
            <translation>El sandbox integrado se detuvo antes de responder. Reinícielo y compruebe si esto ya se hizo antes de volver a intentarlo; sus datos se conservan.</translation>
        </message>
        <message>
            <source>Restart sandbox</source>
            <translation>Reiniciar el sandbox</translation>
        </message>
    </context>
    <context>
        <name>ApiTerms</name>
        <message>
            <source>Created</source>
            <translation>Creada</translation>
        </message>
        <message>
            <source>Pending</source>
            <translation>Pendiente</translation>
        </message>
        <message>
            <source>Settled</source>
            <translation>Liquidada</translation>
        </message>
        <message>
            <source>Failed</source>
            <translation>Fallida</translation>
        </message>
        <message>
            <source>Active</source>
            <translation>Activa</translation>
        </message>
        <message>
            <source>Inactive</source>
            <translation>Inactiva</translation>
        </message>
        <message>
            <source>Rejected</source>
            <translation>Rechazada</translation>
        </message>
        <message>
            <source>In progress</source>
            <translation>En curso</translation>
        </message>
        <message>
            <source>In review</source>
            <translation>En revisión</translation>
        </message>
        <message>
            <source>Approved</source>
            <translation>Aprobada</translation>
        </message>
        <message>
            <source>Needs more information</source>
            <translation>Necesita más información</translation>
        </message>
        <message>
            <source>Expired</source>
            <translation>Caducada</translation>
        </message>
        <message>
            <source>Bank payout</source>
            <translation>Pago bancario</translation>
        </message>
        <message>
            <source>Crypto payout</source>
            <translation>Pago cripto</translation>
        </message>
        <message>
            <source>Card pay-in</source>
            <translation>Cobro con tarjeta</translation>
        </message>
        <message>
            <source>Crypto pay-in</source>
            <translation>Ingreso cripto</translation>
        </message>
        <message>
            <source>Bank transfer in</source>
            <translation>Transferencia recibida</translation>
        </message>
        <message>
            <source>Fiat account</source>
            <translation>Cuenta fiat</translation>
        </message>
        <message>
            <source>Crypto account</source>
            <translation>Cuenta cripto</translation>
        </message>
        <message>
            <source>Bank payouts</source>
            <translation>Pagos bancarios</translation>
        </message>
        <message>
            <source>Crypto payouts</source>
            <translation>Pagos cripto</translation>
        </message>
        <message>
            <source>Card pay-ins</source>
            <translation>Cobros con tarjeta</translation>
        </message>
        <message>
            <source>Crypto pay-ins</source>
            <translation>Cobros en cripto</translation>
        </message>
        <message>
            <source>Virtual IBANs</source>
            <translation>IBAN virtuales</translation>
        </message>
        <message>
            <source>Person</source>
            <translation>Persona</translation>
        </message>
        <message>
            <source>Business</source>
            <translation>Empresa</translation>
        </message>
        <message>
            <source>Friend</source>
            <translation>Amigo/a</translation>
        </message>
        <message>
            <source>Family member</source>
            <translation>Familiar</translation>
        </message>
        <message>
            <source>Spouse or partner</source>
            <translation>Cónyuge o pareja</translation>
        </message>
        <message>
            <source>Parent</source>
            <translation>Padre o madre</translation>
        </message>
        <message>
            <source>Son or daughter</source>
            <translation>Hijo/a</translation>
        </message>
        <message>
            <source>Brother or sister</source>
            <translation>Hermano/a</translation>
        </message>
        <message>
            <source>Own account</source>
            <translation>Cuenta propia</translation>
        </message>
        <message>
            <source>Employee</source>
            <translation>Empleado/a</translation>
        </message>
        <message>
            <source>Employer</source>
            <translation>Empleador/a</translation>
        </message>
        <message>
            <source>Landlord</source>
            <translation>Arrendador/a</translation>
        </message>
        <message>
            <source>Tenant</source>
            <translation>Inquilino/a</translation>
        </message>
        <message>
            <source>Supplier</source>
            <translation>Proveedor/a</translation>
        </message>
        <message>
            <source>Customer</source>
            <translation>Cliente</translation>
        </message>
        <message>
            <source>Commercial relationship</source>
            <translation>Relación comercial</translation>
        </message>
        <message>
            <source>Other</source>
            <translation>Otro</translation>
        </message>
        <message>
            <source>National ID</source>
            <translation>Documento nacional de identidad</translation>
        </message>
        <message>
            <source>Residence card</source>
            <translation>Tarjeta de residencia</translation>
        </message>
        <message>
            <source>Passport</source>
            <translation>Pasaporte</translation>
        </message>
        <message>
            <source>Driving licence</source>
            <translation>Permiso de conducir</translation>
        </message>
        <message>
            <source>CIF (Spanish tax id)</source>
            <translation>CIF</translation>
        </message>
        <message>
            <source>Tax id</source>
            <translation>Identificación fiscal</translation>
        </message>
        <message>
            <source>Waiting for the applicant</source>
            <translation>A la espera del solicitante</translation>
        </message>
        <message>
            <source>Bank transfer to the account</source>
            <translation>Transferencia bancaria a la cuenta</translation>
        </message>
    </context>
    <context>
        <name>AppController</name>
        <message>
            <source>Audit journal</source>
            <translation>Diario de auditoría</translation>
        </message>
        <message>
            <source>Teller checked the audit journal at start-up and found it broken.</source>
            <translation>Teller comprobó el diario de auditoría al arrancar y lo encontró roto.</translation>
        </message>
        <message>
            <source>The built-in sandbox is running again, with your data.</source>
            <translation>El sandbox integrado vuelve a funcionar, con sus datos.</translation>
        </message>
    </context>
    <context>
        <name>AskOwner</name>
        <message>
            <source>Claimed by another reviewer</source>
            <translation>Lo tiene otra persona revisora</translation>
        </message>
        <message>
            <source>{0} has claimed this case. Work on it anyway? Teller records that you did, so they and the audit see it.</source>
            <translation>{0} ha tomado este caso. ¿Trabajar en él de todos modos? Teller registra que lo hizo, para que esa persona y la auditoría lo vean.</translation>
        </message>
        <message>
            <source>&amp;Work on it anyway</source>
            <translation>&amp;Trabajar en él de todos modos</translation>
        </message>
    </context>
    <context>
        <name>AssignDialog</name>
        <message>
            <source>Assign the case</source>
            <translation>Asignar el caso</translation>
        </message>
        <message>
            <source>Assign to (press a number, then Enter)</source>
            <translation>Asignar a (pulse un número y luego Intro)</translation>
        </message>
        <message>
            <source>Reviewer</source>
            <translation>Revisor/a</translation>
        </message>
        <message>
            <source>&amp;Assign</source>
            <translation>&amp;Asignar</translation>
        </message>
        <message>
            <source>No other reviewer is known yet: they appear once they act.</source>
            <translation>Aún no se conoce a ningún otro revisor/a: aparecen en cuanto actúan.</translation>
        </message>
    </context>
    <context>
        <name>BankPayoutForm</name>
        <message>
            <source>Euro transfer inside SEPA: the account number is an IBAN.</source>
            <translation>Transferencia en euros dentro de SEPA: el número de cuenta es un IBAN.</translation>
        </message>
        <message>
            <source>Any bank that takes an IBAN; add the SWIFT/BIC outside SEPA.</source>
            <translation>Cualquier banco que acepte IBAN; añada el SWIFT/BIC fuera de SEPA.</translation>
        </message>
        <message>
            <source>International transfer: needs the bank's SWIFT/BIC code.</source>
            <translation>Transferencia internacional: necesita el código SWIFT/BIC del banco.</translation>
        </message>
        <message>
            <source>US domestic wire: needs the bank's 9-digit ABA routing code.</source>
            <translation>Transferencia doméstica de EE. UU.: necesita el código de enrutamiento ABA de 9 dígitos del banco.</translation>
        </message>
        <message>
            <source>Person</source>
            <translation>Persona</translation>
        </message>
        <message>
            <source>Business</source>
            <translation>Empresa</translation>
        </message>
        <message>
            <source>Loading the catalogue…</source>
            <translation>Cargando el catálogo…</translation>
        </message>
        <message>
            <source>IBAN or account number</source>
            <translation>IBAN o número de cuenta</translation>
        </message>
        <message>
            <source>9 digits</source>
            <translation>9 dígitos</translation>
        </message>
        <message>
            <source>e.g. DEUTDEFF</source>
            <translation>p. ej. DEUTDEFF</translation>
        </message>
        <message>
            <source>At least 3 characters, e.g. Rent for May</source>
            <translation>Al menos 3 caracteres, p. ej. Alquiler de mayo</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importe</translation>
        </message>
        <message>
            <source>Recipient</source>
            <translation>Destinatario</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Tipo</translation>
        </message>
        <message>
            <source>First name</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>Surname</source>
            <translation>Apellidos</translation>
        </message>
        <message>
            <source>Relation</source>
            <translation>Relación</translation>
        </message>
        <message>
            <source>Company name</source>
            <translation>Razón social</translation>
        </message>
        <message>
            <source>Document type</source>
            <translation>Tipo de documento</translation>
        </message>
        <message>
            <source>Document number</source>
            <translation>Número de documento</translation>
        </message>
        <message>
            <source>Phone</source>
            <translation>Teléfono</translation>
        </message>
        <message>
            <source>Bank</source>
            <translation>Banco</translation>
        </message>
        <message>
            <source>Routing</source>
            <translation>Enrutamiento</translation>
        </message>
        <message>
            <source>Account number</source>
            <translation>Número de cuenta</translation>
        </message>
        <message>
            <source>Bank country</source>
            <translation>País del banco</translation>
        </message>
        <message>
            <source>ABA routing code</source>
            <translation>Código de enrutamiento ABA</translation>
        </message>
        <message>
            <source>SWIFT/BIC</source>
            <translation>SWIFT/BIC</translation>
        </message>
        <message>
            <source>Institution number</source>
            <translation>Número de institución</translation>
        </message>
        <message>
            <source>Transit number</source>
            <translation>Número de tránsito</translation>
        </message>
        <message>
            <source>Recipient's address</source>
            <translation>Dirección del destinatario</translation>
        </message>
        <message>
            <source>Street</source>
            <translation>Calle</translation>
        </message>
        <message>
            <source>City</source>
            <translation>Ciudad</translation>
        </message>
        <message>
            <source>Postal code</source>
            <translation>Código postal</translation>
        </message>
        <message>
            <source>Province</source>
            <translation>Provincia</translation>
        </message>
        <message>
            <source>Country</source>
            <translation>País</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>Detalles</translation>
        </message>
        <message>
            <source>Debited</source>
            <translation>Cargado</translation>
        </message>
        <message>
            <source> (fee included)</source>
            <translation> (comisión incluida)</translation>
        </message>
        <message>
            <source>Received</source>
            <translation>Recibido</translation>
        </message>
        <message>
            <source>the rest, in {0}, after the fee</source>
            <translation>el resto, en {0}, tras la comisión</translation>
        </message>
        <message>
            <source>what that costs in {0}, plus the fee</source>
            <translation>lo que eso cuesta en {0}, más la comisión</translation>
        </message>
        <message>
            <source>Fee</source>
            <translation>Comisión</translation>
        </message>
        <message>
            <source>set by the server and taken from the debit; shown once the payout exists</source>
            <translation>la fija el servidor y se descuenta del cargo; se muestra cuando el pago existe</translation>
        </message>
        <message>
            <source>To</source>
            <translation>Para</translation>
        </message>
        <message>
            <source>Account</source>
            <translation>Cuenta</translation>
        </message>
        <message>
            <source>Description</source>
            <translation>Descripción</translation>
        </message>
        <message>
            <source>Own reference</source>
            <translation>Referencia propia</translation>
        </message>
        <message>
            <source>Choose…</source>
            <translation>Elegir…</translation>
        </message>
        <message>
            <source>Send this bank payout?</source>
            <translation>¿Enviar este pago bancario?</translation>
        </message>
    </context>
    <context>
        <name>BatchApproval</name>
        <message>
            <source>Asking for a second person's confirmation…</source>
            <translation>Pidiendo la confirmación de una segunda persona…</translation>
        </message>
        <message>
            <source>The batch waits for a second person's confirmation.</source>
            <translation>El lote espera la confirmación de una segunda persona.</translation>
        </message>
        <message>
            <source>Ask for a second person's &amp;confirmation…</source>
            <translation>&amp;Pedir la confirmación de otra persona…</translation>
        </message>
        <message>
            <source>Ask for a second person's confirmation?</source>
            <translation>¿Pedir la confirmación de una segunda persona?</translation>
        </message>
        <message>
            <source>Nothing is sent now. A second person confirms this batch (Payouts &gt; Batches waiting for confirmation), then you start it here. A row changed after that means asking again.</source>
            <translation>Ahora no se envía nada. Una segunda persona confirma este lote (Pagos &gt; Lotes a la espera de confirmación) y luego usted lo inicia aquí. Si después cambia una fila, habrá que pedirla de nuevo.</translation>
        </message>
        <message>
            <source>Ask for confirmation</source>
            <translation>Pedir la confirmación</translation>
        </message>
        <message>
            <source>Waiting for a second person: proposed by {0} at {1}.</source>
            <translation>A la espera de una segunda persona: lo propuso {0} a las {1}.</translation>
        </message>
        <message>
            <source>Confirmed by {0} at {1}. Start the batch when you are ready.</source>
            <translation>Lo confirmó {0} a las {1}. Inicie el lote cuando quiera.</translation>
        </message>
        <message>
            <source>Returned by {0} at {1}: “{2}”. Fix what is asked, then ask for a confirmation again.</source>
            <translation>Lo devolvió {0} a las {1}: «{2}». Corrija lo que se pide y vuelva a pedir la confirmación.</translation>
        </message>
        <message>
            <source>A newer request for this account replaced this one (asked from another window or desk). Ask for a confirmation of this batch again.</source>
            <translation>Una petición más reciente para esta cuenta sustituyó a esta (hecha desde otra ventana o puesto). Vuelva a pedir la confirmación de este lote.</translation>
        </message>
        <message>
            <source>This profile asks for a second person's confirmation before a batch starts. Ask for it; once someone else confirms, start the batch here.</source>
            <translation>Este perfil pide la confirmación de una segunda persona antes de iniciar un lote. Pídala; cuando otra persona confirme, inicie el lote aquí.</translation>
        </message>
    </context>
    <context>
        <name>BatchFourEyes</name>
        <message>
            <source>Teller does not know who you are yet, and a batch confirmed by a second person needs two named people. Give your reviewer name first; nothing was sent.</source>
            <translation>Teller aún no sabe quién es usted, y un lote confirmado por una segunda persona necesita dos personas con nombre. Indique antes su nombre de revisor/a; no se envió nada.</translation>
        </message>
        <message>
            <source>The proposal changed since it was shown. Read it again before answering; nothing was sent.</source>
            <translation>La propuesta cambió desde que se mostró. Vuelva a leerla antes de responder; no se envió nada.</translation>
        </message>
        <message>
            <source>This profile does not ask for a second person's confirmation of a batch: start it directly. Nothing was sent.</source>
            <translation>Este perfil no pide la confirmación de una segunda persona para un lote: inícielo directamente. No se envió nada.</translation>
        </message>
        <message>
            <source>The rows given are not this batch's (another account or batch): review the batch again. Nothing was sent.</source>
            <translation>Las filas indicadas no son de este lote (son de otra cuenta u otro lote): revise el lote de nuevo. No se envió nada.</translation>
        </message>
        <message>
            <source>Nothing is pending: this batch does not wait for a confirmation (it was answered, or its proposer asked again with another batch). Nothing was sent.</source>
            <translation>No hay nada pendiente: este lote no espera confirmación (ya se respondió, o quien lo propuso la volvió a pedir con otro lote). No se envió nada.</translation>
        </message>
        <message>
            <source>You proposed this batch, and the same person cannot confirm or return it: a second, different person must. Nothing was sent.</source>
            <translation>Usted propuso este lote, y quien lo propone no puede confirmarlo ni devolverlo: debe hacerlo otra persona. No se envió nada.</translation>
        </message>
        <message>
            <source>Write why the batch is returned; nothing was sent.</source>
            <translation>Escriba por qué se devuelve el lote; no se envió nada.</translation>
        </message>
        <message>
            <source>This batch waits for a second person's confirmation (asked by {0}). Start it once someone else confirms it; nothing was sent.</source>
            <translation>Este lote espera la confirmación de una segunda persona (la pidió {0}). Inícielo cuando otra persona lo confirme; no se envió nada.</translation>
        </message>
        <message>
            <source>{0} returned this batch: “{1}”. Fix what is asked and ask for a confirmation again; nothing was sent.</source>
            <translation>{0} devolvió este lote: «{1}». Corrija lo que se pide y vuelva a pedir la confirmación; no se envió nada.</translation>
        </message>
        <message>
            <source>This profile asks for a second person's confirmation before a batch starts, and nobody has confirmed this one. Ask for a confirmation first; nothing was sent.</source>
            <translation>Este perfil pide la confirmación de una segunda persona antes de iniciar un lote, y nadie ha confirmado este. Pida antes la confirmación; no se envió nada.</translation>
        </message>
        <message>
            <source>This batch was confirmed by the person starting it: a second, different person must confirm it. Nothing was sent.</source>
            <translation>Este lote lo confirmó quien lo inicia: debe confirmarlo una segunda persona distinta. No se envió nada.</translation>
        </message>
        <message>
            <source>The batch changed after {0} confirmed it (its rows are not the ones confirmed); ask again. Nothing was sent.</source>
            <translation>El lote cambió después de que {0} lo confirmara (sus filas no son las confirmadas); vuelva a pedir la confirmación. No se envió nada.</translation>
        </message>
    </context>
    <context>
        <name>BatchSender</name>
        <message>
            <source>The batch {0} is not in the batch store.</source>
            <translation>El lote {0} no está en el almacén de lotes.</translation>
        </message>
        <message>
            <source>Not sent: {0} It is sent again, with its own key.</source>
            <translation>No enviada: {0} Se envía de nuevo, con su propia clave.</translation>
        </message>
        <message>
            <source>No answer from the server ({0}). It is sent again with its own key, which returns the order if one was made: it is never paid twice.</source>
            <translation>Sin respuesta del servidor ({0}). Se envía de nuevo con su propia clave, que devuelve la orden si se creó: nunca se paga dos veces.</translation>
        </message>
    </context>
    <context>
        <name>BatchStore</name>
        <message>
            <source>The batch file {0} could not be read as Teller's batch store ({1}). Teller left it as it is: move it aside and start Teller again.</source>
            <translation>El archivo de lotes {0} no se pudo leer como el almacén de lotes de Teller ({1}). Teller lo dejó como estaba: muévalo a otro sitio e inicie Teller de nuevo.</translation>
        </message>
        <message>
            <source>Batch {0} was not stored: its id or one of its rows' idempotency keys is already in the batch store. Nothing was sent; prepare the batch again.</source>
            <translation>El lote {0} no se guardó: su id o la clave de idempotencia de una de sus filas ya está en el almacén de lotes. No se envió nada; prepare el lote de nuevo.</translation>
        </message>
        <message>
            <source>Row {0} of batch {1} has ended ({2}): it is not sent again.</source>
            <translation>La fila {0} del lote {1} ha terminado ({2}): no se vuelve a enviar.</translation>
        </message>
        <message>
            <source>The batch store was written by a newer Teller (its version {0}; this Teller knows up to {1}). Teller left it as it is: use the newer Teller to resume its batches.</source>
            <translation>El almacén de lotes lo escribió un Teller más reciente (su versión {0}; este Teller conoce hasta la {1}). Teller lo dejó como estaba: use el Teller más reciente para reanudar sus lotes.</translation>
        </message>
        <message>
            <source>Batch {0} says {1} rows but {2} were given: nothing was stored or sent.</source>
            <translation>El lote {0} indica {1} filas pero se dieron {2}: no se guardó ni se envió nada.</translation>
        </message>
        <message>
            <source>Row {0} belongs to batch {1}, not {2}: nothing was stored or sent.</source>
            <translation>La fila {0} pertenece al lote {1}, no al {2}: no se guardó ni se envió nada.</translation>
        </message>
        <message>
            <source>Row {0} has no idempotency key: nothing was stored or sent.</source>
            <translation>La fila {0} no tiene clave de idempotencia: no se guardó ni se envió nada.</translation>
        </message>
        <message>
            <source>Row {0} repeats another row's position or idempotency key: nothing was stored or sent.</source>
            <translation>La fila {0} repite la posición o la clave de idempotencia de otra fila: no se guardó ni se envió nada.</translation>
        </message>
        <message>
            <source>Batch {0} has no row at position {1}.</source>
            <translation>El lote {0} no tiene ninguna fila en la posición {1}.</translation>
        </message>
    </context>
    <context>
        <name>BatchSummary</name>
        <message>
            <source>Batch of payouts: {0}</source>
            <translation>Lote de pagos: {0}</translation>
        </message>
        <message>
            <source>{0} · batch {1}</source>
            <translation>{0} · lote {1}</translation>
        </message>
        <message>
            <source>No second person's confirmation is in the journal.</source>
            <translation>El diario no recoge la confirmación de una segunda persona.</translation>
        </message>
        <message>
            <source>Not ended: rows are still to be sent.</source>
            <translation>Sin terminar: quedan filas por enviar.</translation>
        </message>
        <message>
            <source>File</source>
            <translation>Archivo</translation>
        </message>
        <message>
            <source>SHA-256</source>
            <translation>SHA-256</translation>
        </message>
        <message>
            <source>Batch</source>
            <translation>Lote</translation>
        </message>
        <message>
            <source>Account</source>
            <translation>Cuenta</translation>
        </message>
        <message>
            <source>Started by</source>
            <translation>Iniciado por</translation>
        </message>
        <message>
            <source>Confirmed by</source>
            <translation>Confirmado por</translation>
        </message>
        <message>
            <source>Started</source>
            <translation>Inicio</translation>
        </message>
        <message>
            <source>Ended</source>
            <translation>Fin</translation>
        </message>
        <message>
            <source>Rows</source>
            <translation>Filas</translation>
        </message>
        <message>
            <source>Money per currency</source>
            <translation>Importes por moneda</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>Moneda</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Created or settled</source>
            <translation>Creadas o liquidadas</translation>
        </message>
        <message>
            <source>Rows per state</source>
            <translation>Filas por estado</translation>
        </message>
        <message>
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <source>Recipient</source>
            <translation>Destinatario</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importe</translation>
        </message>
        <message>
            <source>State</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Orden</translation>
        </message>
        <message>
            <source>Reason</source>
            <translation>Motivo</translation>
        </message>
        <message>
            <source>{0} (received)</source>
            <translation>{0} (recibido)</translation>
        </message>
        <message>
            <source>The batch {0} is not in the batch store.</source>
            <translation>El lote {0} no está en el almacén de lotes.</translation>
        </message>
    </context>
    <context>
        <name>BuiltInSandbox</name>
        <message>
            <source>The built-in sandbox cannot keep its data in {0} ({1}). Check that this folder can be written to, then restart the sandbox, or sign in to a custom server.</source>
            <translation>El sandbox integrado no puede guardar sus datos en {0} ({1}). Compruebe que se puede escribir en esa carpeta y reinicie el sandbox, o inicie sesión en un servidor propio.</translation>
        </message>
        <message>
            <source>The built-in sandbox could not be started; is Teller fully installed?</source>
            <translation>No se pudo iniciar el sandbox integrado; ¿está Teller instalado por completo?</translation>
        </message>
        <message>
            <source>The built-in sandbox was stopped from outside.</source>
            <translation>El sandbox integrado se detuvo desde fuera.</translation>
        </message>
        <message>
            <source>The built-in sandbox stopped (exit code {0}).</source>
            <translation>El sandbox integrado se detuvo (código de salida {0}).</translation>
        </message>
        <message>
            <source>It said: {0}</source>
            <translation>Dijo: {0}</translation>
        </message>
        <message>
            <source>The built-in sandbox stopped. Restart it to carry on; your data is kept.</source>
            <translation>El sandbox integrado se ha detenido. Reinícielo para continuar; sus datos se conservan.</translation>
        </message>
        <message>
            <source>The built-in sandbox did not start in time. Restart it; if it keeps happening, restart Teller.</source>
            <translation>El sandbox integrado no arrancó a tiempo. Reinícielo; si vuelve a pasar, reinicie Teller.</translation>
        </message>
    </context>
    <context>
        <name>BulkActions</name>
        <message>
            <source>Batch {0} was stored by an earlier Teller that did not record where it is paid, so it is not sent from here. Its rows and keys stay in the batch store; nothing was sent.</source>
            <translation>El lote {0} lo guardó un Teller anterior que no registraba dónde se paga, así que no se envía desde aquí. Sus filas y claves siguen en el almacén de lotes; no se envió nada.</translation>
        </message>
        <message>
            <source>Batch {0} was prepared for {1}, and Teller is signed in to {2}. Sign in there to send it; nothing was sent.</source>
            <translation>El lote {0} se preparó para {1}, y Teller tiene la sesión iniciada en {2}. Inicie sesión allí para enviarlo; no se envió nada.</translation>
        </message>
        <message>
            <source>Batch {0} pays from account {1}, not from the account asked ({2}); nothing was sent.</source>
            <translation>El lote {0} paga desde la cuenta {1}, no desde la cuenta indicada ({2}); no se envió nada.</translation>
        </message>
    </context>
    <context>
        <name>BulkChecks</name>
        <message>
            <source>Write debited (your account pays this amount) or received (the recipient gets it); leave it blank for debited.</source>
            <translation>Escriba debited o cargado (su cuenta paga este importe) o received o recibido (el destinatario lo recibe); déjelo en blanco para cargado.</translation>
        </message>
        <message>
            <source>Enter the currency the recipient gets, for example {0}.</source>
            <translation>Indique la moneda que recibe el destinatario, por ejemplo {0}.</translation>
        </message>
        <message>
            <source>A crypto payout from this account cannot pay in {0}; use one of: {1}.</source>
            <translation>Un pago cripto desde esta cuenta no puede pagar en {0}; use una de: {1}.</translation>
        </message>
        <message>
            <source>A bank payout from this account cannot pay in {0}; use one of: {1}.</source>
            <translation>Un pago bancario desde esta cuenta no puede pagar en {0}; use una de: {1}.</translation>
        </message>
    </context>
    <context>
        <name>BulkColumns</name>
        <message>
            <source>The amount, written as you write amounts in Teller's language (1234.56 in English, 1234,56 in Spanish). By default it is what your account pays; see Amount mode.</source>
            <translation>El importe, escrito como se escriben los importes en el idioma de Teller (1234.56 en inglés, 1234,56 en español). Por defecto es lo que paga su cuenta; vea Modo del importe.</translation>
        </message>
        <message>
            <source>debited (the default: the amount is what your account pays) or received (the amount is what the recipient gets).</source>
            <translation>debited o cargado (por defecto: el importe es lo que paga su cuenta) o received o recibido (el importe es lo que recibe el destinatario).</translation>
        </message>
        <message>
            <source>The three- or four-letter code of the currency the recipient gets (EUR, USD, USDT...).</source>
            <translation>El código de tres o cuatro letras de la moneda que recibe el destinatario (EUR, USD, USDT...).</translation>
        </message>
        <message>
            <source>Your own reference for the payout, up to 140 characters; it is shown in the orders list.</source>
            <translation>Su propia referencia del pago, hasta 140 caracteres; se muestra en la lista de órdenes.</translation>
        </message>
        <message>
            <source>PERSON for a person, BUSINESS for a company.</source>
            <translation>PERSON para una persona, BUSINESS para una empresa.</translation>
        </message>
        <message>
            <source>A person's first name (needed for a PERSON).</source>
            <translation>El nombre de una persona (necesario para PERSON).</translation>
        </message>
        <message>
            <source>A person's surname (needed for a PERSON).</source>
            <translation>Los apellidos de una persona (necesarios para PERSON).</translation>
        </message>
        <message>
            <source>How a person relates to you, from Teller's list of relations (needed for a PERSON; a BUSINESS is always COMERCIAL).</source>
            <translation>La relación de la persona con usted, de la lista de relaciones de Teller (necesaria para PERSON; una BUSINESS siempre es COMERCIAL).</translation>
        </message>
        <message>
            <source>A company's legal name (needed for a BUSINESS).</source>
            <translation>La razón social de una empresa (necesaria para BUSINESS).</translation>
        </message>
        <message>
            <source>NATIONAL_ID, RESIDENCE_CARD, PASSPORT, DRIVING_LICENSE or CIF for a person; TAX_ID for a business.</source>
            <translation>NATIONAL_ID, RESIDENCE_CARD, PASSPORT, DRIVING_LICENSE o CIF para una persona; TAX_ID para una empresa.</translation>
        </message>
        <message>
            <source>The number of that document.</source>
            <translation>El número de ese documento.</translation>
        </message>
        <message>
            <source>SEPA (euro transfer inside the SEPA area, with an IBAN), IBAN, SWIFT (international, with a SWIFT/BIC code) or WIRE (US domestic, with an ABA code).</source>
            <translation>SEPA (transferencia en euros dentro del área SEPA, con un IBAN), IBAN, SWIFT (internacional, con un código SWIFT/BIC) o WIRE (nacional de EE. UU., con un código ABA).</translation>
        </message>
        <message>
            <source>The recipient's IBAN, or the account number for SWIFT and WIRE.</source>
            <translation>El IBAN del destinatario, o el número de cuenta para SWIFT y WIRE.</translation>
        </message>
        <message>
            <source>The two-letter code of the bank's country (ES, DE, US...).</source>
            <translation>El código de dos letras del país del banco (ES, DE, US...).</translation>
        </message>
        <message>
            <source>The bank's SWIFT/BIC code (needed for SWIFT), for example DEUTDEFF.</source>
            <translation>El código SWIFT/BIC del banco (necesario para SWIFT), por ejemplo DEUTDEFF.</translation>
        </message>
        <message>
            <source>The bank's 9-digit ABA routing code (needed for WIRE and for US-territory banks).</source>
            <translation>El código ABA de 9 dígitos del banco (necesario para WIRE y para bancos de territorio de EE. UU.).</translation>
        </message>
        <message>
            <source>The bank's institution number, where the bank's country uses one (Canada).</source>
            <translation>El número de institución del banco, donde el país del banco lo usa (Canadá).</translation>
        </message>
        <message>
            <source>The branch's transit number, where the bank's country uses one (Canada).</source>
            <translation>El número de tránsito de la sucursal, donde el país del banco lo usa (Canadá).</translation>
        </message>
        <message>
            <source>The recipient's street and number.</source>
            <translation>La calle y el número del destinatario.</translation>
        </message>
        <message>
            <source>The recipient's city.</source>
            <translation>La ciudad del destinatario.</translation>
        </message>
        <message>
            <source>The recipient's postal code.</source>
            <translation>El código postal del destinatario.</translation>
        </message>
        <message>
            <source>The recipient's province, state or region.</source>
            <translation>La provincia, estado o región del destinatario.</translation>
        </message>
        <message>
            <source>The two-letter code of the recipient's country (ES, MX, US...).</source>
            <translation>El código de dos letras del país del destinatario (ES, MX, US...).</translation>
        </message>
        <message>
            <source>The recipient's phone number with its country code, for example +34 600 111 222.</source>
            <translation>El teléfono del destinatario con su prefijo de país, por ejemplo +34 600 111 222.</translation>
        </message>
        <message>
            <source>What the payment is for, 3 to 140 characters; the recipient sees it.</source>
            <translation>El concepto del pago, de 3 a 140 caracteres; el destinatario lo ve.</translation>
        </message>
        <message>
            <source>The crypto currency the recipient gets: USDT, USDC, EURC, BTC or ETH.</source>
            <translation>La criptomoneda que recibe el destinatario: USDT, USDC, EURC, BTC o ETH.</translation>
        </message>
        <message>
            <source>The network the address is on, for example ETHEREUM, TRON, POLYGON or BITCOIN.</source>
            <translation>La red de la dirección, por ejemplo ETHEREUM, TRON, POLYGON o BITCOIN.</translation>
        </message>
        <message>
            <source>The recipient's wallet address on that network; its checksum is checked.</source>
            <translation>La dirección de la cartera del destinatario en esa red; se comprueba su suma de control.</translation>
        </message>
    </context>
    <context>
        <name>BulkGrid</name>
        <message>
            <source>{0} ready</source>
            <translation>{0} listas</translation>
        </message>
        <message>
            <source>{0} with errors</source>
            <translation>{0} con errores</translation>
        </message>
        <message>
            <source>{0} repeat</source>
            <translation>{0} repetida</translation>
        </message>
        <message>
            <source>{0} repeats</source>
            <translation>{0} repetidas</translation>
        </message>
        <message>
            <source>⚠ {0} error</source>
            <translation>⚠ {0} error</translation>
        </message>
        <message>
            <source>⚠ {0} errors</source>
            <translation>⚠ {0} errores</translation>
        </message>
        <message>
            <source>Repeats row {0}</source>
            <translation>Repite la fila {0}</translation>
        </message>
        <message>
            <source>Sent in the last {0} days (order {1})</source>
            <translation>Enviado en los últimos {0} días (orden {1})</translation>
        </message>
        <message>
            <source>✓ Ready</source>
            <translation>✓ Lista</translation>
        </message>
        <message>
            <source>Row {0} pays the same recipient the same amount as row {1}. Both are sent unless you change one of them.</source>
            <translation>La fila {0} paga al mismo destinatario el mismo importe que la fila {1}. Se envían ambas salvo que cambie una de ellas.</translation>
        </message>
        <message>
            <source>A payout to the same recipient for the same amount was sent in the last {0} days (order {1}). This row is sent again unless you change it.</source>
            <translation>En los últimos {0} días se envió un pago al mismo destinatario por el mismo importe (orden {1}). Esta fila se envía de nuevo salvo que la cambie.</translation>
        </message>
        <message>
            <source>Row {0} is ready to send.</source>
            <translation>La fila {0} está lista para enviar.</translation>
        </message>
        <message>
            <source>Row</source>
            <translation>Fila</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>Fixed here; the file had “{0}”.</source>
            <translation>Corregida aquí; el archivo tenía «{0}».</translation>
        </message>
    </context>
    <context>
        <name>BulkImport</name>
        <message>
            <source>bank</source>
            <translation>bancario</translation>
        </message>
        <message>
            <source>crypto</source>
            <translation>cripto</translation>
        </message>
        <message>
            <source>The column '{0}' looks like '{1}' ({2}); Teller reads '{1}' for it and leaves '{0}' aside.</source>
            <translation>La columna '{0}' se parece a '{1}' ({2}); Teller lee '{1}' para ella y deja '{0}' aparte.</translation>
        </message>
        <message>
            <source>This file is not text Teller can read: it looks like a binary file. Save the payouts from your spreadsheet as CSV or .xlsx and import that file.</source>
            <translation>Este archivo no es texto que Teller pueda leer: parece un archivo binario. Guarde los pagos desde su hoja de cálculo como CSV o .xlsx e importe ese archivo.</translation>
        </message>
        <message>
            <source>Row {0} of the file cannot be read as CSV ({1}). Check that row's quotes, or save the file again from your spreadsheet.</source>
            <translation>La fila {0} del archivo no se puede leer como CSV ({1}). Revise las comillas de esa fila o guarde el archivo de nuevo desde su hoja de cálculo.</translation>
        </message>
        <message>
            <source>This workbook unpacks to {0} MB, more than the {1} MB Teller reads. Save the payouts again as .xlsx or CSV from your spreadsheet, or split them into smaller files.</source>
            <translation>Este libro ocupa {0} MB descomprimido, más de los {1} MB que lee Teller. Guarde los pagos de nuevo como .xlsx o CSV desde su hoja de cálculo, o divídalos en archivos más pequeños.</translation>
        </message>
        <message>
            <source>This file is not an Excel workbook Teller can read (.xlsx). Open it in your spreadsheet and save it again as .xlsx or as CSV.</source>
            <translation>Este archivo no es un libro de Excel que Teller pueda leer (.xlsx). Ábralo en su hoja de cálculo y guárdelo de nuevo como .xlsx o como CSV.</translation>
        </message>
        <message>
            <source>'{0}' is an old Excel file (.xls) or a password-protected workbook, which Teller cannot open. Save it from your spreadsheet as .xlsx (without a password) or as CSV, and import that file.</source>
            <translation>'{0}' es un archivo antiguo de Excel (.xls) o un libro protegido con contraseña, que Teller no puede abrir. Guárdelo desde su hoja de cálculo como .xlsx (sin contraseña) o como CSV e importe ese archivo.</translation>
        </message>
        <message>
            <source>'{0}' is named as an Excel workbook but is not one (an .xlsx file is a zip archive). Save it again from your spreadsheet as .xlsx or CSV.</source>
            <translation>'{0}' se llama como un libro de Excel pero no lo es (un archivo .xlsx es un archivo zip). Guárdelo de nuevo desde su hoja de cálculo como .xlsx o CSV.</translation>
        </message>
        <message>
            <source>Two columns are named '{0}'; Teller reads the first and leaves the other aside. Rename one of them if both matter.</source>
            <translation>Dos columnas se llaman '{0}'; Teller lee la primera y deja la otra aparte. Cambie el nombre de una de ellas si ambas importan.</translation>
        </message>
        <message>
            <source>Teller does not know the column {0} and ignores it. If it holds payout details, choose the matching column when you confirm the columns.</source>
            <translation>Teller no conoce la columna {0} y la ignora. Si contiene datos de los pagos, elija la columna que le corresponde al confirmar las columnas.</translation>
        </message>
        <message>
            <source>Teller does not know the columns {0} and ignores them. If they hold payout details, choose the matching columns when you confirm the columns.</source>
            <translation>Teller no conoce las columnas {0} y las ignora. Si contienen datos de los pagos, elija las columnas que les corresponden al confirmar las columnas.</translation>
        </message>
        <message>
            <source>The file has no '{0}' column ('{1}' in Spanish), which every {2} payout needs: {3} Add the column to the file, or choose which column holds it when you confirm the columns.</source>
            <translation>El archivo no tiene la columna '{1}' ('{0}' en inglés), que todo pago {2} necesita: {3} Añada la columna al archivo o elija qué columna la contiene al confirmar las columnas.</translation>
        </message>
        <message>
            <source>The file has no columns for {0}, which every {1} payout needs. Add them to the file (a template shows each), or choose which columns hold them when you confirm the columns.</source>
            <translation>El archivo no tiene columnas para {0}, que todo pago {1} necesita. Añádalas al archivo (una plantilla muestra cada una) o elija qué columnas las contienen al confirmar las columnas.</translation>
        </message>
        <message>
            <source>This file is {0} MB; Teller imports files up to {1} MB. Split the payouts into smaller files.</source>
            <translation>Este archivo ocupa {0} MB; Teller importa archivos de hasta {1} MB. Divida los pagos en archivos más pequeños.</translation>
        </message>
        <message>
            <source>This file has {0} payouts; a batch holds at most {1}. Split the file into batches of up to that many rows and import each.</source>
            <translation>Este archivo tiene {0} pagos; un lote admite como máximo {1}. Divida el archivo en lotes de hasta esas filas e importe cada uno.</translation>
        </message>
        <message>
            <source>This file has more than {0} payouts; a batch holds at most {1}. Split the file into batches of up to that many rows and import each.</source>
            <translation>Este archivo tiene más de {0} pagos; un lote admite como máximo {1}. Divida el archivo en lotes de hasta esas filas e importe cada uno.</translation>
        </message>
        <message>
            <source>'{0}' is empty. Choose the file with the payouts, or start from a template Teller writes for you.</source>
            <translation>'{0}' está vacío. Elija el archivo con los pagos o empiece por una plantilla que Teller escribe para usted.</translation>
        </message>
        <message>
            <source>'{0}' has column names but no payouts below them. Add one row per payout and import it again.</source>
            <translation>'{0}' tiene nombres de columna pero ningún pago debajo. Añada una fila por pago e impórtelo de nuevo.</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>nada</translation>
        </message>
        <message>
            <source>The first row ({0}) does not name any column Teller knows, so the file has no header row. Put the column names in the first row ({1} ...), or start from a template Teller writes for you.</source>
            <translation>La primera fila ({0}) no nombra ninguna columna que Teller conozca, así que el archivo no tiene fila de encabezados. Ponga los nombres de las columnas en la primera fila ({1} ...) o empiece por una plantilla que Teller escribe para usted.</translation>
        </message>
        <message>
            <source>when you confirm the columns</source>
            <translation>al confirmar las columnas</translation>
        </message>
        <message>
            <source>exit code {0}</source>
            <translation>código de salida {0}</translation>
        </message>
        <message>
            <source>Teller's file reader stopped before it finished ({0}). Nothing was imported or changed: try again, and if it stops again, close other programs to free memory or split the file into smaller ones.</source>
            <translation>El lector de archivos de Teller se detuvo antes de terminar ({0}). No se importó ni cambió nada: vuelva a intentarlo y, si se detiene de nuevo, cierre otros programas para liberar memoria o divida el archivo en otros más pequeños.</translation>
        </message>
        <message>
            <source>no reason given</source>
            <translation>sin motivo indicado</translation>
        </message>
        <message>
            <source>Teller could not finish reading the file because of an error inside Teller. Nothing was imported or changed: try again, and if it keeps happening, report it with the log.</source>
            <translation>Teller no pudo terminar de leer el archivo por un error interno de Teller. No se importó ni cambió nada: vuelva a intentarlo y, si sigue ocurriendo, infórmelo adjuntando el registro.</translation>
        </message>
    </context>
    <context>
        <name>BulkPayoutWindow</name>
        <message>
            <source>Bulk payouts</source>
            <translation>Pagos en lote</translation>
        </message>
        <message>
            <source>No account open</source>
            <translation>Ninguna cuenta abierta</translation>
        </message>
        <message>
            <source>Open the account the payouts leave from first (Accounts, or Pay from in Payouts), then open Bulk payouts again.</source>
            <translation>Abra primero la cuenta de la que salen los pagos (Cuentas, o Pagar desde en Pagos) y abra de nuevo Pagos en lote.</translation>
        </message>
        <message>
            <source>Bulk payouts from {0}</source>
            <translation>Pagos en lote desde {0}</translation>
        </message>
        <message>
            <source>Available {0}</source>
            <translation>Disponible {0}</translation>
        </message>
        <message>
            <source>Save the batch's results</source>
            <translation>Guardar los resultados del lote</translation>
        </message>
        <message>
            <source>CSV (*.csv)</source>
            <translation>CSV (*.csv)</translation>
        </message>
        <message>
            <source>The results could not be saved as {0} ({1}). Choose another folder.</source>
            <translation>No se pudieron guardar los resultados como {0} ({1}). Elija otra carpeta.</translation>
        </message>
        <message>
            <source>Saved the results in {0}.</source>
            <translation>Resultados guardados en {0}.</translation>
        </message>
        <message>
            <source>The batch is being sent, and closing this window would not stop it. Pause or cancel it first; rows already on their way finish either way.</source>
            <translation>El lote se está enviando y cerrar esta ventana no lo detendría. Páuselo o cancélelo primero; las filas ya en camino terminan en cualquier caso.</translation>
        </message>
        <message>
            <source>Close bulk payouts?</source>
            <translation>¿Cerrar los pagos en lote?</translation>
        </message>
        <message>
            <source>The payouts read from {0} have not been sent. Close and drop them? Nothing has been sent; the file is unchanged.</source>
            <translation>Los pagos leídos de {0} no se han enviado. ¿Cerrar y descartarlos? No se ha enviado nada; el archivo no cambia.</translation>
        </message>
        <message>
            <source>&amp;Close and drop</source>
            <translation>&amp;Cerrar y descartar</translation>
        </message>
        <message>
            <source>&amp;Keep working</source>
            <translation>&amp;Seguir trabajando</translation>
        </message>
        <message>
            <source>the batch {0} is not in the batch store</source>
            <translation>el lote {0} no está en el almacén de lotes</translation>
        </message>
    </context>
    <context>
        <name>BulkResults</name>
        <message>
            <source>Not sent</source>
            <translation>No enviada</translation>
        </message>
        <message>
            <source>Sent, no answer yet</source>
            <translation>Enviada, aún sin respuesta</translation>
        </message>
        <message>
            <source>Created</source>
            <translation>Creada</translation>
        </message>
        <message>
            <source>Settled</source>
            <translation>Liquidada</translation>
        </message>
        <message>
            <source>Waiting for its one-time code</source>
            <translation>Esperando su código de un solo uso</translation>
        </message>
        <message>
            <source>Failed</source>
            <translation>Fallida</translation>
        </message>
        <message>
            <source>Refused</source>
            <translation>Rechazada</translation>
        </message>
        <message>
            <source>Unknown: resolved by sending it again with the same key</source>
            <translation>Desconocido: se resuelve enviándola de nuevo con la misma clave</translation>
        </message>
        <message>
            <source>debited</source>
            <translation>cargado</translation>
        </message>
        <message>
            <source>received</source>
            <translation>recibido</translation>
        </message>
    </context>
    <context>
        <name>BulkReview</name>
        <message>
            <source>This batch debits {0}, and the account has {1} available: {2} short. Add funds or leave rows out, then start it.</source>
            <translation>Este lote carga {0} y la cuenta tiene {1} disponibles: faltan {2}. Añada fondos o deje filas fuera y luego inícielo.</translation>
        </message>
        <message>
            <source>This batch debits at least {0} (some fees are set by the server), and the account has {1} available: at least {2} short. Add funds or leave rows out, then start it.</source>
            <translation>Este lote carga al menos {0} (algunas comisiones las fija el servidor) y la cuenta tiene {1} disponibles: faltan al menos {2}. Añada fondos o deje filas fuera y luego inícielo.</translation>
        </message>
    </context>
    <context>
        <name>BulkTemplates</name>
        <message>
            <source>Bank payouts</source>
            <translation>Pagos bancarios</translation>
        </message>
        <message>
            <source>Crypto payouts</source>
            <translation>Pagos cripto</translation>
        </message>
        <message>
            <source>{0}: one payout per row; the first row names the columns.</source>
            <translation>{0}: un pago por fila; la primera fila nombra las columnas.</translation>
        </message>
        <message>
            <source>Columns may be in any order and named in English or Spanish; Teller asks you to confirm which column is which when you import the file. Leave a cell empty when the column does not apply to that payout. Up to 10,000 rows, 50 MB.</source>
            <translation>Las columnas pueden ir en cualquier orden y llamarse en inglés o en español; al importar el archivo, Teller le pide confirmar qué columna es cada una. Deje la celda vacía cuando la columna no se aplique a ese pago. Hasta 10.000 filas, 50 MB.</translation>
        </message>
        <message>
            <source>{0} ({1}): {2}. {3}</source>
            <translation>{0} ({1}): {2}. {3}</translation>
        </message>
        <message>
            <source>required</source>
            <translation>obligatoria</translation>
        </message>
        <message>
            <source>optional</source>
            <translation>opcional</translation>
        </message>
        <message>
            <source>Column</source>
            <translation>Columna</translation>
        </message>
        <message>
            <source>Spanish name</source>
            <translation>Nombre en español</translation>
        </message>
        <message>
            <source>Needed</source>
            <translation>Necesaria</translation>
        </message>
        <message>
            <source>What it holds</source>
            <translation>Qué contiene</translation>
        </message>
    </context>
    <context>
        <name>CapabilitiesView</name>
        <message>
            <source>Capabilities</source>
            <translation>Capacidades</translation>
        </message>
        <message>
            <source>Open an account to see what it may do.</source>
            <translation>Abra una cuenta para ver lo que puede hacer.</translation>
        </message>
        <message>
            <source>Crypto transfers</source>
            <translation>Transferencias cripto</translation>
        </message>
        <message>
            <source>External bank transfers</source>
            <translation>Transferencias bancarias externas</translation>
        </message>
        <message>
            <source>Transfers to own accounts</source>
            <translation>Transferencias a cuentas propias</translation>
        </message>
        <message>
            <source>Internal transfers</source>
            <translation>Transferencias internas</translation>
        </message>
        <message>
            <source>Intra-provider transfers</source>
            <translation>Transferencias dentro del proveedor</translation>
        </message>
        <message>
            <source>Allowed</source>
            <translation>Permitido</translation>
        </message>
        <message>
            <source>Not allowed</source>
            <translation>No permitido</translation>
        </message>
        <message>
            <source>Income per transaction</source>
            <translation>Ingresos por transacción</translation>
        </message>
        <message>
            <source>Income per day</source>
            <translation>Ingresos por día</translation>
        </message>
        <message>
            <source>Income per month</source>
            <translation>Ingresos por mes</translation>
        </message>
        <message>
            <source>Monthly fee</source>
            <translation>Cuota mensual</translation>
        </message>
        <message>
            <source>Opening fee</source>
            <translation>Comisión de apertura</translation>
        </message>
        <message>
            <source>&lt;b&gt;Features&lt;/b&gt;</source>
            <translation>&lt;b&gt;Funciones&lt;/b&gt;</translation>
        </message>
        <message>
            <source>on</source>
            <translation>sí</translation>
        </message>
        <message>
            <source>off</source>
            <translation>no</translation>
        </message>
        <message>
            <source>min {0} · max {1}</source>
            <translation>mín. {0} · máx. {1}</translation>
        </message>
    </context>
    <context>
        <name>CardPayinForm</name>
        <message>
            <source>Shown to the payer, e.g. Top-up 42</source>
            <translation>Se muestra al pagador, p. ej. Recarga 42</translation>
        </message>
        <message>
            <source>Create pay-in</source>
            <translation>Crear cobro</translation>
        </message>
        <message>
            <source>Open payment page</source>
            <translation>Abrir la página de pago</translation>
        </message>
        <message>
            <source>the link</source>
            <translation>el enlace</translation>
        </message>
        <message>
            <source>Pay-in</source>
            <translation>Cobro</translation>
        </message>
        <message>
            <source>Card pay-in</source>
            <translation>Cobro con tarjeta</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importe</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>Moneda</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>Referencia</translation>
        </message>
        <message>
            <source>Return on success</source>
            <translation>Volver si se paga</translation>
        </message>
        <message>
            <source>Return on failure</source>
            <translation>Volver si falla</translation>
        </message>
        <message>
            <source>Hosted payment page</source>
            <translation>Página de pago alojada</translation>
        </message>
        <message>
            <source>Open an account to fund first.</source>
            <translation>Abra primero una cuenta que fondear.</translation>
        </message>
        <message>
            <source>Some fields need attention; see the messages beside them.</source>
            <translation>Algunos campos necesitan atención; vea los mensajes a su lado.</translation>
        </message>
        <message>
            <source>The pay-in for {0} failed after another account was chosen: {1}</source>
            <translation>El cobro para {0} falló después de elegir otra cuenta: {1}</translation>
        </message>
        <message>
            <source>Pay-in {0} for {1} exists (the first try had gone through); another account was chosen meanwhile, so it is not shown here.</source>
            <translation>El cobro {0} para {1} existe (el primer intento sí llegó); mientras tanto se eligió otra cuenta, así que no se muestra aquí.</translation>
        </message>
        <message>
            <source>Pay-in {0} for {1} was created after another account was chosen; its page was not opened. Its payment link: {2}</source>
            <translation>El cobro {0} para {1} se creó después de elegir otra cuenta; su página no se abrió. Su enlace de pago: {2}</translation>
        </message>
        <message>
            <source>The first try had gone through: pay-in {0} exists, so none was created again. Its payment link was lost with the answer; create a new pay-in if the payer needs one.</source>
            <translation>El primer intento sí llegó: el cobro {0} existe, así que no se creó otro. Su enlace de pago se perdió con la respuesta; cree un cobro nuevo si el pagador lo necesita.</translation>
        </message>
    </context>
    <context>
        <name>CaseBundleExporter</name>
        <message>
            <source>Export the case bundle</source>
            <translation>Exportar el expediente del caso</translation>
        </message>
        <message>
            <source>Personal data (e-mails, phone numbers, document numbers, dates of birth, IP addresses, devices, photo links) is masked in case.json and the report. The documents' files go in as uploaded.</source>
            <translation>Los datos personales (correos electrónicos, números de teléfono, números de documento, fechas de nacimiento, direcciones IP, dispositivos, enlaces a fotos) se enmascaran en case.json y en el informe. Los archivos de los documentos van tal como se subieron.</translation>
        </message>
        <message>
            <source>Include personal data unmasked (the audit journal records this choice)</source>
            <translation>Incluir los datos personales sin enmascarar (el diario de auditoría registra esta elección)</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Exportar…</translation>
        </message>
        <message>
            <source>Exporting the case bundle…</source>
            <translation>Exportando el expediente del caso…</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>This server lists no documents or shareholders, so Teller could not read the case's evidence: the bundle carries no flags.</source>
            <translation>Este servidor no lista documentos ni accionistas, así que Teller no pudo leer la evidencia del caso: el expediente no lleva alertas.</translation>
        </message>
        <message>
            <source>Reading the case's evidence (documents read by OCR take a few seconds each)…</source>
            <translation>Leyendo la evidencia del caso (cada documento leído por OCR tarda unos segundos)…</translation>
        </message>
    </context>
    <context>
        <name>CaseHeader</name>
        <message>
            <source>◀ &amp;Queue</source>
            <translation>◀ &amp;Cola</translation>
        </message>
        <message>
            <source>Back to the case queue (Alt+Q)</source>
            <translation>Volver a la cola de casos (Alt+Q)</translation>
        </message>
        <message>
            <source>No case open</source>
            <translation>Ningún caso abierto</translation>
        </message>
        <message>
            <source>the user id</source>
            <translation>el id del usuario</translation>
        </message>
        <message>
            <source>Start &amp;KYB session</source>
            <translation>Iniciar sesión &amp;KYB</translation>
        </message>
        <message>
            <source>&amp;Refresh</source>
            <translation>&amp;Actualizar</translation>
        </message>
        <message>
            <source>Read the case again (F5)</source>
            <translation>Volver a leer el caso (F5)</translation>
        </message>
        <message>
            <source>User {0}</source>
            <translation>Usuario {0}</translation>
        </message>
        <message>
            <source>no session</source>
            <translation>sin sesión</translation>
        </message>
        <message>
            <source>No KYB session yet</source>
            <translation>Aún no hay sesión KYB</translation>
        </message>
        <message>
            <source>State: {0} ({1})</source>
            <translation>Estado: {0} ({1})</translation>
        </message>
        <message>
            <source>KYB {0}</source>
            <translation>KYB {0}</translation>
        </message>
        <message>
            <source>opened {0} (decided {1} later)</source>
            <translation>abierto el {0} (decidido {1} después)</translation>
        </message>
        <message>
            <source>opened {0} ({1} ago)</source>
            <translation>abierta el {0} (hace {1})</translation>
        </message>
        <message>
            <source>last change {0}</source>
            <translation>último cambio {0}</translation>
        </message>
        <message>
            <source>Session {0}</source>
            <translation>Sesión {0}</translation>
        </message>
        <message>
            <source>Open a new KYB session for this business</source>
            <translation>Abrir una sesión KYB nueva para esta empresa</translation>
        </message>
    </context>
    <context>
        <name>CaseQueueModel</name>
        <message>
            <source>Company</source>
            <translation>Empresa</translation>
        </message>
        <message>
            <source>Owner</source>
            <translation>Responsable</translation>
        </message>
        <message>
            <source>Session state</source>
            <translation>Estado de la sesión</translation>
        </message>
        <message>
            <source>Flags</source>
            <translation>Alertas</translation>
        </message>
        <message>
            <source>Documents</source>
            <translation>Documentos</translation>
        </message>
        <message>
            <source>Shareholders</source>
            <translation>Accionistas</translation>
        </message>
        <message>
            <source>Worst KYC state</source>
            <translation>Peor estado KYC</translation>
        </message>
        <message>
            <source>Opened</source>
            <translation>Abierta</translation>
        </message>
        <message>
            <source>Last change</source>
            <translation>Último cambio</translation>
        </message>
        <message>
            <source>Days open</source>
            <translation>Días abierta</translation>
        </message>
        <message>
            <source>Due</source>
            <translation>Vence</translation>
        </message>
        <message>
            <source>Overdue</source>
            <translation>Vencido</translation>
        </message>
        <message>
            <source>Due today</source>
            <translation>Vence hoy</translation>
        </message>
        <message>
            <source>On time</source>
            <translation>En plazo</translation>
        </message>
        <message>
            <source>{0}: due {1} business days after the case entered it</source>
            <translation>{0}: vence {1} días hábiles después de que el caso entrara en él</translation>
        </message>
        <message>
            <source>{0}: due {1} days after the case entered it</source>
            <translation>{0}: vence {1} días después de que el caso entrara en él</translation>
        </message>
        <message>
            <source>{0} · {1}</source>
            <translation>{0} · {1}</translation>
        </message>
        <message>
            <source>{0} (+{1} deleted)</source>
            <translation>{0} (+{1} eliminados)</translation>
        </message>
        <message>
            <source>No session</source>
            <translation>Sin sesión</translation>
        </message>
        <message>
            <source>{0} (you)</source>
            <translation>{0} (usted)</translation>
        </message>
        <message>
            <source>Claimed by {0}</source>
            <translation>Lo tiene {0}</translation>
        </message>
        <message>
            <source>Unclaimed</source>
            <translation>Sin responsable</translation>
        </message>
        <message>
            <source>KYB {0} · session {1}</source>
            <translation>KYB {0} · sesión {1}</translation>
        </message>
        <message>
            <source>{0} · state {1}</source>
            <translation>{0} · estado {1}</translation>
        </message>
        <message>
            <source>No flags</source>
            <translation>Sin alertas</translation>
        </message>
        <message>
            <source>{0} flag</source>
            <translation>{0} alerta</translation>
        </message>
        <message>
            <source>{0} flags</source>
            <translation>{0} alertas</translation>
        </message>
        <message>
            <source>The flags could not be read: {0}</source>
            <translation>No se pudieron obtener las alertas: {0}</translation>
        </message>
        <message>
            <source>Not read yet: Teller is reading this case's documents.</source>
            <translation>Aún sin leer: Teller está leyendo los documentos de este caso.</translation>
        </message>
        <message>
            <source>Nothing in this case's evidence is flagged.</source>
            <translation>Nada en la evidencia de este caso levanta una alerta.</translation>
        </message>
        <message>
            <source>Flags the reviewer must judge (or dismiss with a reason) before approving.</source>
            <translation>Alertas que la persona revisora debe juzgar (o descartar con un motivo) antes de aprobar.</translation>
        </message>
    </context>
    <context>
        <name>CaseQueueView</name>
        <message>
            <source>Search company or user id (Ctrl+F)</source>
            <translation>Buscar empresa o id de usuario (Ctrl+F)</translation>
        </message>
        <message>
            <source>Search cases</source>
            <translation>Buscar casos</translation>
        </message>
        <message>
            <source>Session state</source>
            <translation>Estado de la sesión</translation>
        </message>
        <message>
            <source>Owner</source>
            <translation>Responsable</translation>
        </message>
        <message>
            <source>All owners</source>
            <translation>Todos los responsables</translation>
        </message>
        <message>
            <source>Mine</source>
            <translation>Míos</translation>
        </message>
        <message>
            <source>Unclaimed</source>
            <translation>Sin responsable</translation>
        </message>
        <message>
            <source>&amp;Refresh</source>
            <translation>Actuali&amp;zar</translation>
        </message>
        <message>
            <source>List the cases again</source>
            <translation>Volver a listar los casos</translation>
        </message>
        <message>
            <source>Business user id</source>
            <translation>Id del usuario empresa</translation>
        </message>
        <message>
            <source>Open by &amp;id</source>
            <translation>Abrir por &amp;id</translation>
        </message>
        <message>
            <source>Cases</source>
            <translation>Casos</translation>
        </message>
        <message>
            <source>Open case</source>
            <translation>Abrir caso</translation>
        </message>
        <message>
            <source>Open the selected case (Enter)</source>
            <translation>Abrir el caso seleccionado (Intro)</translation>
        </message>
        <message>
            <source>Start KYB session</source>
            <translation>Iniciar sesión KYB</translation>
        </message>
        <message>
            <source>Open a new KYB session for the selected business (it has none)</source>
            <translation>Abrir una sesión KYB nueva para la empresa seleccionada (no tiene ninguna)</translation>
        </message>
        <message>
            <source>Stat&amp;e:</source>
            <translation>Es&amp;tado:</translation>
        </message>
        <message>
            <source>O&amp;wner:</source>
            <translation>Responsa&amp;ble:</translation>
        </message>
        <message>
            <source>Every business user of the sandbox and its KYB session.</source>
            <translation>Todos los usuarios empresa del sandbox y su sesión KYB.</translation>
        </message>
        <message>
            <source>This server cannot list cases: the API has no case list, so open a case by its business user id (the ones you opened are remembered).</source>
            <translation>Este servidor no puede listar casos: la API no tiene lista de casos, así que abra un caso por el id de su usuario empresa (se recuerdan los que ya abrió).</translation>
        </message>
        <message>
            <source>All states</source>
            <translation>Todos los estados</translation>
        </message>
        <message>
            <source>No session</source>
            <translation>Sin sesión</translation>
        </message>
        <message>
            <source>{0} cases</source>
            <translation>{0} casos</translation>
        </message>
        <message>
            <source>1 case</source>
            <translation>1 caso</translation>
        </message>
        <message>
            <source>{0} of {1} cases</source>
            <translation>{0} de {1} casos</translation>
        </message>
        <message>
            <source>{0} of 1 case</source>
            <translation>{0} de 1 caso</translation>
        </message>
        <message>
            <source>The sandbox has no business users yet.</source>
            <translation>El sandbox aún no tiene usuarios empresa.</translation>
        </message>
    </context>
    <context>
        <name>CaseReport</name>
        <message>
            <source> (deleted)</source>
            <translation> (eliminado)</translation>
        </message>
        <message>
            <source>not reviewed</source>
            <translation>sin revisar</translation>
        </message>
        <message>
            <source>{0} by {1}: {2}</source>
            <translation>{0} por {1}: {2}</translation>
        </message>
        <message>
            <source>not fetched</source>
            <translation>no obtenido</translation>
        </message>
        <message>
            <source>Generated {0} by {1}</source>
            <translation>Generado el {0} por {1}</translation>
        </message>
        <message>
            <source>Reviewers: {0}</source>
            <translation>Revisores/as: {0}</translation>
        </message>
        <message>
            <source>none in the journal</source>
            <translation>ninguno en el diario</translation>
        </message>
        <message>
            <source>Made at the journal's signed head: entry {0}, hash {1}, signed by {2}</source>
            <translation>Hecho en la cabeza firmada del diario: entrada {0}, hash {1}, firmada por {2}</translation>
        </message>
        <message>
            <source>Made at the journal's head (unsigned): entry {0}, hash {1}</source>
            <translation>Hecho en la cabeza del diario (sin firmar): entrada {0}, hash {1}</translation>
        </message>
        <message>
            <source>No audit journal was kept on this desk.</source>
            <translation>En este puesto no se llevó diario de auditoría.</translation>
        </message>
        <message>
            <source>Personal data: {0}</source>
            <translation>Datos personales: {0}</translation>
        </message>
        <message>
            <source>included</source>
            <translation>incluidos</translation>
        </message>
        <message>
            <source>masked</source>
            <translation>enmascarados</translation>
        </message>
        <message>
            <source>Business {0}&lt;br&gt;KYB session {1}, state {2}</source>
            <translation>Empresa {0}&lt;br&gt;Sesión KYB {1}, estado {2}</translation>
        </message>
        <message>
            <source>Decision</source>
            <translation>Decisión</translation>
        </message>
        <message>
            <source>Documents</source>
            <translation>Documentos</translation>
        </message>
        <message>
            <source>File</source>
            <translation>Archivo</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Clase</translation>
        </message>
        <message>
            <source>Uploaded</source>
            <translation>Subido</translation>
        </message>
        <message>
            <source>Deleted</source>
            <translation>Eliminado</translation>
        </message>
        <message>
            <source>Mark (by, when)</source>
            <translation>Marca (quién, cuándo)</translation>
        </message>
        <message>
            <source>Timeline, newest first</source>
            <translation>Cronología, lo más reciente primero</translation>
        </message>
        <message>
            <source>Who</source>
            <translation>Quién</translation>
        </message>
        <message>
            <source>What happened</source>
            <translation>Qué pasó</translation>
        </message>
        <message>
            <source>proposed by {0}</source>
            <translation>propuesta por {0}</translation>
        </message>
        <message>
            <source>confirmed by {0}</source>
            <translation>confirmada por {0}</translation>
        </message>
        <message>
            <source>decided by {0}</source>
            <translation>decidida por {0}</translation>
        </message>
        <message>
            <source>&lt;b&gt;{0}&lt;/b&gt; at {1}: {2} (session state: {3}){4}</source>
            <translation>&lt;b&gt;{0}&lt;/b&gt; el {1}: {2} (estado de la sesión: {3}){4}</translation>
        </message>
        <message>
            <source>Reason, comment</source>
            <translation>Motivo, comentario</translation>
        </message>
        <message>
            <source>Owners</source>
            <translation>Accionistas</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>KYC level</source>
            <translation>Nivel KYC</translation>
        </message>
        <message>
            <source>KYC state</source>
            <translation>Estado KYC</translation>
        </message>
        <message>
            <source>When (UTC)</source>
            <translation>Cuándo (UTC)</translation>
        </message>
        <message>
            <source>recorded only</source>
            <translation>solo registrada</translation>
        </message>
        <message>
            <source>No review decision: the state was moved to &lt;b&gt;{0}&lt;/b&gt; by a testers' tool (Sandbox menu) at {1}{2}.</source>
            <translation>Sin decisión de revisión: una herramienta de pruebas (menú Sandbox) pasó el estado a &lt;b&gt;{0}&lt;/b&gt; el {1}{2}.</translation>
        </message>
        <message>
            <source>The session's state is &lt;b&gt;{0}&lt;/b&gt;, set outside Teller's review after the last entry of its journal ({1} at {2}, state {3}).</source>
            <translation>El estado de la sesión es &lt;b&gt;{0}&lt;/b&gt;, fijado fuera de la revisión de Teller después de la última entrada de su diario ({1} el {2}, estado {3}).</translation>
        </message>
        <message>
            <source>a testers' tool</source>
            <translation>una herramienta de pruebas</translation>
        </message>
        <message>
            <source>No decision in Teller's journal: the session's state &lt;b&gt;{0}&lt;/b&gt; was set outside Teller's review.</source>
            <translation>Ninguna decisión en el diario de Teller: el estado de la sesión &lt;b&gt;{0}&lt;/b&gt; se fijó fuera de la revisión de Teller.</translation>
        </message>
        <message>
            <source>No decision yet.</source>
            <translation>Aún no hay decisión.</translation>
        </message>
        <message>
            <source>journal head {0}</source>
            <translation>cabeza del diario {0}</translation>
        </message>
        <message>
            <source>KYB case {0}</source>
            <translation>Caso KYB {0}</translation>
        </message>
        <message>
            <source>the identity provider's reading</source>
            <translation>la lectura del proveedor de identidad</translation>
        </message>
        <message>
            <source>{0}, page {1}</source>
            <translation>{0}, página {1}</translation>
        </message>
        <message>
            <source>Standing at export</source>
            <translation>Vigente al exportar</translation>
        </message>
        <message>
            <source>Dismissed by {0} at {1}: {2}</source>
            <translation>Descartada por {0} el {1}: {2}</translation>
        </message>
        <message>
            <source>an unnamed reviewer</source>
            <translation>una persona revisora sin nombre</translation>
        </message>
        <message>
            <source>No flag: nothing in the evidence asked for a judgement.</source>
            <translation>Ninguna alerta: nada en la evidencia pedía un juicio.</translation>
        </message>
        <message>
            <source>{0} standing at export, {1} dismissed.</source>
            <translation>{0} vigentes al exportar, {1} descartadas.</translation>
        </message>
        <message>
            <source>Flag</source>
            <translation>Alerta</translation>
        </message>
        <message>
            <source>Evidence</source>
            <translation>Evidencia</translation>
        </message>
        <message>
            <source>At export</source>
            <translation>Al exportar</translation>
        </message>
        <message>
            <source>Every declared value compared matches the documents.</source>
            <translation>Todos los valores declarados que se compararon coinciden con los documentos.</translation>
        </message>
        <message>
            <source>Field</source>
            <translation>Campo</translation>
        </message>
        <message>
            <source>Declared</source>
            <translation>Declarado</translation>
        </message>
        <message>
            <source>Found</source>
            <translation>Encontrado</translation>
        </message>
        <message>
            <source>Document</source>
            <translation>Documento</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Resultado</translation>
        </message>
        <message>
            <source>No screening results in the shareholders’ payloads.</source>
            <translation>No hay resultados de verificación en los datos de los accionistas.</translation>
        </message>
        <message>
            <source>{0} steps of {1} people screened; {2} matched or erred.</source>
            <translation>{0} pasos de verificación de {1} personas; {2} con coincidencia o error.</translation>
        </message>
        <message>
            <source>Person</source>
            <translation>Persona</translation>
        </message>
        <message>
            <source>Step</source>
            <translation>Paso</translation>
        </message>
        <message>
            <source>Outcome</source>
            <translation>Resultado</translation>
        </message>
        <message>
            <source>Detail</source>
            <translation>Detalle</translation>
        </message>
        <message>
            <source>declared</source>
            <translation>declarado</translation>
        </message>
        <message>
            <source>certificate (scanned)</source>
            <translation>certificado (escaneado)</translation>
        </message>
        <message>
            <source>certificate</source>
            <translation>certificado</translation>
        </message>
        <message>
            <source>No owner and no share was read or declared.</source>
            <translation>No se leyó ni se declaró ningún titular ni participación.</translation>
        </message>
        <message>
            <source>No shareholder record</source>
            <translation>Sin ficha de accionista</translation>
        </message>
        <message>
            <source>KYC {0}</source>
            <translation>KYC {0}</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Owner</source>
            <translation>Titular</translation>
        </message>
        <message>
            <source>Share</source>
            <translation>Participación</translation>
        </message>
        <message>
            <source>Sources</source>
            <translation>Fuentes</translation>
        </message>
        <message>
            <source>Record</source>
            <translation>Ficha</translation>
        </message>
        <message>
            <source>Flags</source>
            <translation>Alertas</translation>
        </message>
        <message>
            <source>Judged on {0}.</source>
            <translation>Juzgado el {0}.</translation>
        </message>
        <message>
            <source>Declared and found</source>
            <translation>Declarado y encontrado</translation>
        </message>
        <message>
            <source>Screening</source>
            <translation>Verificaciones</translation>
        </message>
        <message>
            <source>Ownership</source>
            <translation>Titularidad</translation>
        </message>
    </context>
    <context>
        <name>CaseTimeline</name>
        <message>
            <source>Notes</source>
            <translation>Notas</translation>
        </message>
        <message>
            <source>Document marks</source>
            <translation>Marcas de documentos</translation>
        </message>
        <message>
            <source>Decisions</source>
            <translation>Decisiones</translation>
        </message>
        <message>
            <source>States set by hand</source>
            <translation>Estados fijados a mano</translation>
        </message>
        <message>
            <source>Claims</source>
            <translation>Responsables del caso</translation>
        </message>
        <message>
            <source>Proposals</source>
            <translation>Propuestas</translation>
        </message>
        <message>
            <source>Confirmations</source>
            <translation>Confirmaciones</translation>
        </message>
        <message>
            <source>Uploads</source>
            <translation>Subidas</translation>
        </message>
        <message>
            <source>Deletions</source>
            <translation>Eliminaciones</translation>
        </message>
        <message>
            <source>Shareholder edits</source>
            <translation>Cambios de accionistas</translation>
        </message>
        <message>
            <source>Exports</source>
            <translation>Exportaciones</translation>
        </message>
        <message>
            <source>Personal data shown</source>
            <translation>Datos personales mostrados</translation>
        </message>
        <message>
            <source>KYB session</source>
            <translation>Sesión KYB</translation>
        </message>
        <message>
            <source>Shareholders' KYC</source>
            <translation>KYC de los accionistas</translation>
        </message>
        <message>
            <source>Flags dismissed</source>
            <translation>Alertas descartadas</translation>
        </message>
        <message>
            <source>Other</source>
            <translation>Otro</translation>
        </message>
        <message>
            <source>Server</source>
            <translation>Servidor</translation>
        </message>
        <message>
            <source>Identity verification provider</source>
            <translation>Proveedor de verificación de identidad</translation>
        </message>
        <message>
            <source>Unnamed reviewer</source>
            <translation>Revisor/a sin nombre</translation>
        </message>
        <message>
            <source>Refused: {0}</source>
            <translation>Rechazado: {0}</translation>
        </message>
        <message>
            <source>Outcome unknown: {0}</source>
            <translation>Resultado desconocido: {0}</translation>
        </message>
        <message>
            <source>KYB session opened</source>
            <translation>Sesión KYB abierta</translation>
        </message>
        <message>
            <source>KYB session's state is now {0}</source>
            <translation>El estado de la sesión KYB ahora es {0}</translation>
        </message>
        <message>
            <source>{0} uploaded</source>
            <translation>{0} subido</translation>
        </message>
        <message>
            <source>{0} deleted</source>
            <translation>{0} eliminado</translation>
        </message>
        <message>
            <source>{0}'s identity verification: {1}</source>
            <translation>Verificación de identidad de {0}: {1}</translation>
        </message>
        <message>
            <source>Note on {0}</source>
            <translation>Nota sobre {0}</translation>
        </message>
        <message>
            <source>Note on the case</source>
            <translation>Nota sobre el caso</translation>
        </message>
        <message>
            <source>{0} marked {1}</source>
            <translation>{0} marcado como {1}</translation>
        </message>
        <message>
            <source>state {0}</source>
            <translation>estado {0}</translation>
        </message>
        <message>
            <source>Decision: {0}</source>
            <translation>Decisión: {0}</translation>
        </message>
        <message>
            <source>State set by hand to {0}</source>
            <translation>Estado fijado a mano en {0}</translation>
        </message>
        <message>
            <source>KYB session started</source>
            <translation>Sesión KYB iniciada</translation>
        </message>
        <message>
            <source>Uploaded {0}</source>
            <translation>Subido {0}</translation>
        </message>
        <message>
            <source>Deleted {0}</source>
            <translation>Eliminado {0}</translation>
        </message>
        <message>
            <source>Flag dismissed: {0}</source>
            <translation>Alerta descartada: {0}</translation>
        </message>
        <message>
            <source>Shareholder {0} added</source>
            <translation>Accionista {0} añadido</translation>
        </message>
        <message>
            <source>Shareholder {0} corrected</source>
            <translation>Accionista {0} corregido</translation>
        </message>
        <message>
            <source>Case bundle exported</source>
            <translation>Expediente del caso exportado</translation>
        </message>
        <message>
            <source>A copy of a document left Teller</source>
            <translation>Una copia de un documento salió de Teller</translation>
        </message>
        <message>
            <source>{0} of {1}</source>
            <translation>{0} de {1}</translation>
        </message>
        <message>
            <source>Revealed {0}</source>
            <translation>Revelado: {0}</translation>
        </message>
        <message>
            <source>Copied {0} to the clipboard</source>
            <translation>Copiado al portapapeles: {0}</translation>
        </message>
        <message>
            <source>Proposed: {0}</source>
            <translation>Propuesto: {0}</translation>
        </message>
        <message>
            <source>Returned the proposal</source>
            <translation>Devolvió la propuesta</translation>
        </message>
        <message>
            <source>Confirmed: {0}</source>
            <translation>Confirmado: {0}</translation>
        </message>
        <message>
            <source>proposed by {0}</source>
            <translation>propuesta por {0}</translation>
        </message>
        <message>
            <source>Released the case</source>
            <translation>Liberó el caso</translation>
        </message>
        <message>
            <source>Assigned the case to {0}</source>
            <translation>Asignó el caso a {0}</translation>
        </message>
        <message>
            <source>Claimed the case</source>
            <translation>Tomó el caso</translation>
        </message>
    </context>
    <context>
        <name>CaseView</name>
        <message>
            <source>S&amp;hareholders</source>
            <translation>Acc&amp;ionistas</translation>
        </message>
        <message>
            <source>N&amp;otes</source>
            <translation>&amp;Notas</translation>
        </message>
        <message>
            <source>&amp;Timeline</source>
            <translation>Cron&amp;ología</translation>
        </message>
        <message>
            <source>Loading case…</source>
            <translation>Cargando el caso…</translation>
        </message>
        <message>
            <source>Select a document to see it here.</source>
            <translation>Seleccione un documento para verlo aquí.</translation>
        </message>
        <message>
            <source>Ev&amp;idence</source>
            <translation>E&amp;videncia</translation>
        </message>
        <message>
            <source>F&amp;lags</source>
            <translation>A&amp;lertas</translation>
        </message>
        <message>
            <source>Shareholders, notes, timeline, evidence and flags</source>
            <translation>Accionistas, notas, cronología, evidencia y alertas</translation>
        </message>
        <message>
            <source>{0} is a sandbox test helper: the API shows no such operation on a live server.</source>
            <translation>{0} es una ayuda de pruebas del sandbox: la API no tiene esa operación en un servidor real.</translation>
        </message>
        <message>
            <source>This server cannot list a case's sessions, documents or shareholders (the API has no such read): Teller shows the declared data, and you may start a session or add a shareholder.</source>
            <translation>Este servidor no puede listar las sesiones, documentos ni accionistas de un caso (la API no tiene esa lectura): Teller muestra los datos declarados, y puede iniciar una sesión o añadir un accionista.</translation>
        </message>
        <message>
            <source>Uploading a document</source>
            <translation>Subir un documento</translation>
        </message>
        <message>
            <source>Start a KYB session first: documents belong to a session.</source>
            <translation>Inicie antes una sesión KYB: los documentos pertenecen a una sesión.</translation>
        </message>
        <message>
            <source>Documents cannot be listed here, so none can be chosen.</source>
            <translation>Aquí no se pueden listar documentos, así que no se puede elegir ninguno.</translation>
        </message>
        <message>
            <source>Open a case first.</source>
            <translation>Abra antes un caso.</translation>
        </message>
        <message>
            <source>This business already has an open KYB session ({0}).</source>
            <translation>Esta empresa ya tiene una sesión KYB abierta ({0}).</translation>
        </message>
        <message>
            <source>F&amp;lags ({0})</source>
            <translation>A&amp;lertas ({0})</translation>
        </message>
        <message>
            <source>{0} (deleted {1})</source>
            <translation>{0} (eliminado el {1})</translation>
        </message>
        <message>
            <source>This server cannot send the document's file.</source>
            <translation>Este servidor no puede enviar el archivo del documento.</translation>
        </message>
        <message>
            <source>Fetching {0}…</source>
            <translation>Obteniendo {0}…</translation>
        </message>
        <message>
            <source>The file could not be fetched; see the message above.</source>
            <translation>No se pudo obtener el archivo; vea el mensaje de arriba.</translation>
        </message>
        <message>
            <source>That document is no longer among the case's documents; read the case again.</source>
            <translation>Ese documento ya no está entre los del caso; vuelva a leer el caso.</translation>
        </message>
        <message>
            <source>uploaded {0}</source>
            <translation>subido el {0}</translation>
        </message>
        <message>
            <source>Delete {0} ({1}) from {2}'s KYB session?

It stays listed, struck through, as a record that it was deleted, with who deleted it and the reason you give.</source>
            <translation>¿Eliminar {0} ({1}) de la sesión KYB de {2}?

Seguirá en la lista, tachado, como constancia de que se eliminó, con quién lo eliminó y el motivo que indique.</translation>
        </message>
        <message>
            <source>Delete a document</source>
            <translation>Eliminar un documento</translation>
        </message>
        <message>
            <source>Delete {0}</source>
            <translation>Eliminar {0}</translation>
        </message>
    </context>
    <context>
        <name>ChooseAccountButton</name>
        <message>
            <source>Choos&amp;e account…</source>
            <translation>E&amp;legir cuenta…</translation>
        </message>
        <message>
            <source>Pick an account by name ({0})</source>
            <translation>Elegir una cuenta por su nombre ({0})</translation>
        </message>
        <message>
            <source>Pick an account by name ({0} searches everything)</source>
            <translation>Elegir una cuenta por su nombre ({0} busca en todo)</translation>
        </message>
    </context>
    <context>
        <name>ClearButton</name>
        <message>
            <source>Clear “{0}”</source>
            <translation>Borrar «{0}»</translation>
        </message>
        <message>
            <source>Clear the text</source>
            <translation>Borrar el texto</translation>
        </message>
        <message>
            <source>{0} (Esc)</source>
            <translation>{0} (Esc)</translation>
        </message>
    </context>
    <context>
        <name>ComplianceWorkspace</name>
        <message>
            <source>{owner} claimed case {uid} first: their claim reached the team's review store before yours, so the case is theirs. Ask them to release it or to assign it to you.</source>
            <translation>{owner} tomó el caso {uid} antes que usted: su toma llegó al almacén de revisión del equipo antes que la de usted, así que el caso es de esa persona. Pídale que lo libere o que se lo asigne a usted.</translation>
        </message>
        <message>
            <source>This is the last case in the queue.</source>
            <translation>Este es el último caso de la cola.</translation>
        </message>
    </context>
    <context>
        <name>ConfirmBatchesDialog</name>
        <message>
            <source>Batches waiting for confirmation</source>
            <translation>Lotes a la espera de confirmación</translation>
        </message>
        <message>
            <source>Account</source>
            <translation>Cuenta</translation>
        </message>
        <message>
            <source>File</source>
            <translation>Archivo</translation>
        </message>
        <message>
            <source>Rows</source>
            <translation>Filas</translation>
        </message>
        <message>
            <source>Totals</source>
            <translation>Totales</translation>
        </message>
        <message>
            <source>Asked by</source>
            <translation>Solicitante</translation>
        </message>
        <message>
            <source>When</source>
            <translation>Cuándo</translation>
        </message>
        <message>
            <source>&amp;Confirm…</source>
            <translation>&amp;Confirmar…</translation>
        </message>
        <message>
            <source>&amp;Return…</source>
            <translation>&amp;Devolver…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>This profile does not ask for a second person's confirmation of a batch: batches start without one, and none waits here.</source>
            <translation>Este perfil no pide la confirmación de una segunda persona para un lote: los lotes se inician sin ella y aquí no espera ninguno.</translation>
        </message>
        <message>
            <source>No batch waits for a confirmation. A batch someone asks about shows here as soon as their request reaches the journal.</source>
            <translation>Ningún lote espera confirmación. Cuando alguien pide confirmar un lote, aparece aquí en cuanto su petición llega al diario.</translation>
        </message>
        <message>
            <source>Batches other people asked you to confirm. Check the file, its SHA-256 and the totals with whoever made it, then confirm (Enter) or return it with a reason.</source>
            <translation>Lotes que otras personas le piden confirmar. Compruebe el archivo, su SHA-256 y los totales con quien lo preparó; luego confírmelo (Intro) o devuélvalo con un motivo.</translation>
        </message>
        <message>
            <source>{0} · {1} payouts · {2}
Asked by {3} at {4}
File's SHA-256: {5}
Rows' fingerprint: {6}
Batch: {7}</source>
            <translation>{0} · {1} pagos · {2}
Lo pidió {3} a las {4}
SHA-256 del archivo: {5}
Huella de las filas: {6}
Lote: {7}</translation>
        </message>
        <message>
            <source>File's SHA-256</source>
            <translation>SHA-256 del archivo</translation>
        </message>
        <message>
            <source>Payouts</source>
            <translation>Pagos</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Confirm this batch?</source>
            <translation>¿Confirmar este lote?</translation>
        </message>
        <message>
            <source>Confirming authorises this batch as it is: {0} can then start it. A row changed after your confirmation means asking you again.</source>
            <translation>Al confirmar, autoriza este lote tal como está: {0} podrá iniciarlo. Si después cambia una fila, habrá que pedirle de nuevo su confirmación.</translation>
        </message>
        <message>
            <source>Confirm the batch</source>
            <translation>Confirmar el lote</translation>
        </message>
        <message>
            <source>Return {0} ({1} payouts, {2}) to {3}?</source>
            <translation>¿Devolver {0} ({1} pagos, {2}) a {3}?</translation>
        </message>
        <message>
            <source>Returned {0} to {1}: they see your reason on their review page.</source>
            <translation>Se devolvió {0} a {1}: verá el motivo en su página de revisión.</translation>
        </message>
        <message>
            <source>Confirmed {0}: {1} can start it now.</source>
            <translation>Se confirmó {0}: {1} ya puede iniciarlo.</translation>
        </message>
    </context>
    <context>
        <name>ConfirmPayoutDialog</name>
        <message>
            <source>The quote these amounts come from has ended; nothing can be sent on it. Cancel, refresh the quote in the form, and review it again.</source>
            <translation>La cotización de la que salen estos importes ha terminado; no se puede enviar nada con ella. Cancele, actualice la cotización en el formulario y revísela de nuevo.</translation>
        </message>
        <message>
            <source>Send payout</source>
            <translation>Enviar pago</translation>
        </message>
    </context>
    <context>
        <name>CopyButton</name>
        <message>
            <source>Copy</source>
            <translation>Copiar</translation>
        </message>
        <message>
            <source>Copy {0} to the clipboard</source>
            <translation>Copiar {0} al portapapeles</translation>
        </message>
        <message>
            <source>Copy {0}</source>
            <translation>Copiar {0}</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>Copiado</translation>
        </message>
    </context>
    <context>
        <name>CountryPicker</name>
        <message>
            <source>Country</source>
            <translation>País</translation>
        </message>
        <message>
            <source>“{0}” is not a country Teller knows; choose one from the list, or type its name or its two-letter code (DE for Germany).</source>
            <translation>«{0}» no es un país que Teller conozca; elija uno de la lista o escriba su nombre o su código de dos letras (DE para Alemania).</translation>
        </message>
    </context>
    <context>
        <name>CrashHandler</name>
        <message>
            <source>Teller was not allowed to use {0}.</source>
            <translation>Teller no tuvo permiso para usar {0}.</translation>
        </message>
        <message>
            <source>a file or folder</source>
            <translation>un archivo o carpeta</translation>
        </message>
        <message>
            <source>Check that it can be written to, then try again.</source>
            <translation>Compruebe que se puede escribir en él y vuelva a intentarlo.</translation>
        </message>
        <message>
            <source>The system refused what Teller asked: {0}{1}.</source>
            <translation>El sistema rechazó lo que Teller pidió: {0}{1}.</translation>
        </message>
        <message>
            <source>Try again; if it keeps happening, report it with the log.</source>
            <translation>Vuelva a intentarlo; si sigue pasando, avise adjuntando el registro.</translation>
        </message>
        <message>
            <source>Something went wrong inside Teller ({0}: {1}).</source>
            <translation>Algo falló dentro de Teller ({0}: {1}).</translation>
        </message>
        <message>
            <source>no details</source>
            <translation>sin detalles</translation>
        </message>
        <message>
            <source>Teller carries on; if it happens again, report it with the log.</source>
            <translation>Teller sigue funcionando; si vuelve a pasar, avise adjuntando el registro.</translation>
        </message>
        <message>
            <source>Teller</source>
            <translation>Teller</translation>
        </message>
    </context>
    <context>
        <name>CreateAccountDialog</name>
        <message>
            <source>New account</source>
            <translation>Nueva cuenta</translation>
        </message>
        <message>
            <source>e.g. Payroll EUR</source>
            <translation>p. ej. Nóminas EUR</translation>
        </message>
        <message>
            <source>For user {0}</source>
            <translation>Para el usuario {0}</translation>
        </message>
        <message>
            <source>For {0}</source>
            <translation>Para {0}</translation>
        </message>
        <message>
            <source>User {0}</source>
            <translation>Usuario {0}</translation>
        </message>
        <message>
            <source>&amp;Alias</source>
            <translation>&amp;Alias</translation>
        </message>
        <message>
            <source>&amp;Currency</source>
            <translation>&amp;Moneda</translation>
        </message>
        <message>
            <source>Create account</source>
            <translation>Crear cuenta</translation>
        </message>
    </context>
    <context>
        <name>CryptoPayoutForm</name>
        <message>
            <source>Network, e.g. ETHEREUM</source>
            <translation>Red, p. ej. ETHEREUM</translation>
        </message>
        <message>
            <source>Recipient's wallet address</source>
            <translation>Dirección del monedero del destinatario</translation>
        </message>
        <message>
            <source>Preview</source>
            <translation>Vista previa</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importe</translation>
        </message>
        <message>
            <source>Recipient</source>
            <translation>Destinatario</translation>
        </message>
        <message>
            <source>Network</source>
            <translation>Red</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>Dirección</translation>
        </message>
        <message>
            <source>Own reference</source>
            <translation>Referencia propia</translation>
        </message>
        <message>
            <source>Enter an amount to see what it costs.</source>
            <translation>Escriba un importe para ver lo que cuesta.</translation>
        </message>
        <message>
            <source>The amount or network changed; updating the quote…</source>
            <translation>El importe o la red cambiaron; actualizando la cotización…</translation>
        </message>
        <message>
            <source>Enter an amount and a network to see what it costs.</source>
            <translation>Escriba un importe y una red para ver lo que cuesta.</translation>
        </message>
        <message>
            <source>No quote: see the message at the marked field.</source>
            <translation>Sin cotización: vea el mensaje en el campo marcado.</translation>
        </message>
        <message>
            <source>The quote ended before the payout was sent; nothing was sent. A new quote is shown: check its amounts, then review and send again.</source>
            <translation>La cotización terminó antes de enviar el pago; no se envió nada. Se muestra una cotización nueva: compruebe sus importes y después revise y envíe de nuevo.</translation>
        </message>
        <message>
            <source>No quote: {0}</source>
            <translation>Sin cotización: {0}</translation>
        </message>
        <message>
            <source>The quote in the preview has ended; nothing can be sent on it. Refresh the quote, then review and send.</source>
            <translation>La cotización de la vista previa ha terminado; no se puede enviar nada con ella. Actualice la cotización y después revise y envíe.</translation>
        </message>
        <message>
            <source>Wait for a live quote in the preview (or refresh it).</source>
            <translation>Espere a una cotización vigente en la vista previa (o actualícela).</translation>
        </message>
        <message>
            <source>The quote ended before the payout was sent; asking for a new one…</source>
            <translation>La cotización terminó antes de enviar el pago; pidiendo una nueva…</translation>
        </message>
        <message>
            <source>The payout just sent used this quote; it no longer counts down.</source>
            <translation>El pago recién enviado usó esta cotización; ya no tiene cuenta atrás.</translation>
        </message>
        <message>
            <source>Send this crypto payout?</source>
            <translation>¿Enviar este pago cripto?</translation>
        </message>
        <message>
            <source> (merchant {0} + system {1})</source>
            <translation> (comercio {0} + sistema {1})</translation>
        </message>
        <message>
            <source>Debited</source>
            <translation>Cargado</translation>
        </message>
        <message>
            <source>Received</source>
            <translation>Recibido</translation>
        </message>
        <message>
            <source>Fee</source>
            <translation>Comisión</translation>
        </message>
        <message>
            <source>Rate</source>
            <translation>Tipo de cambio</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>Nota</translation>
        </message>
        <message>
            <source>The amounts are the preview's quote; the server prices the payout again when it is made.</source>
            <translation>Los importes son la cotización de la vista previa; el servidor vuelve a calcular el precio al hacer el pago.</translation>
        </message>
        <message>
            <source>To</source>
            <translation>Para</translation>
        </message>
    </context>
    <context>
        <name>DataActions</name>
        <message>
            <source>The copy could not be saved to {0}: {1}. Choose another folder.</source>
            <translation>No se pudo guardar la copia en {0}: {1}. Elija otra carpeta.</translation>
        </message>
        <message>
            <source>A temporary copy could not be written: {0}.</source>
            <translation>No se pudo escribir una copia temporal: {0}.</translation>
        </message>
        <message>
            <source>The export was cancelled: no file was written.</source>
            <translation>La exportación se canceló: no se escribió ningún archivo.</translation>
        </message>
        <message>
            <source>The file could not be saved to {0}: {1}. Choose another folder.</source>
            <translation>No se pudo guardar el archivo en {0}: {1}. Elija otra carpeta.</translation>
        </message>
    </context>
    <context>
        <name>DecisionDialog</name>
        <message>
            <source>Decide the case</source>
            <translation>Decidir el caso</translation>
        </message>
        <message>
            <source>Decision</source>
            <translation>Decisión</translation>
        </message>
        <message>
            <source>Why (required); Enter to continue</source>
            <translation>Motivo (obligatorio); Intro para continuar</translation>
        </message>
        <message>
            <source>Reason</source>
            <translation>Motivo</translation>
        </message>
        <message>
            <source>This server's API has no decision operation: the decision is recorded in Teller's audit journal only.</source>
            <translation>La API de este servidor no tiene operación de decisión: la decisión solo queda en el diario de auditoría de Teller.</translation>
        </message>
        <message>
            <source>The decision moves the sandbox session's state.</source>
            <translation>La decisión cambia el estado de la sesión del sandbox.</translation>
        </message>
        <message>
            <source>Four-eyes profile: approve and reject are proposed here and take effect only when a second reviewer confirms them.</source>
            <translation>Perfil de cuatro ojos: aprobar y rechazar se proponen aquí y solo surten efecto cuando otra persona revisora los confirma.</translation>
        </message>
        <message>
            <source>&amp;Continue…</source>
            <translation>&amp;Continuar…</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>Decision for {0} (press a number)</source>
            <translation>Decisión para {0} (pulse un número)</translation>
        </message>
        <message>
            <source>&amp;Back</source>
            <translation>&amp;Atrás</translation>
        </message>
        <message>
            <source>Write why: every decision needs a reason.</source>
            <translation>Escriba el motivo: toda decisión necesita uno.</translation>
        </message>
        <message>
            <source>{0} — {1}?

Reason: {2}

{3}</source>
            <translation>¿{0} — {1}?

Motivo: {2}

{3}</translation>
        </message>
        <message>
            <source>Propose: {0}</source>
            <translation>Proponer: {0}</translation>
        </message>
        <message>
            <source>This is not a final decision: it asks the applicant for more. This server has no decision operation, so it is recorded in Teller's journal only.</source>
            <translation>No es una decisión definitiva: pide más al solicitante. Este servidor no tiene operación de decisión, así que solo queda en el diario de Teller.</translation>
        </message>
        <message>
            <source>This is not a final decision: the case returns to the applicant, who may upload documents again; the queue shows it as waiting for the applicant.</source>
            <translation>No es una decisión definitiva: el caso vuelve al solicitante, que puede subir documentos de nuevo; la cola lo muestra a la espera del solicitante.</translation>
        </message>
        <message>
            <source>This proposes a final decision: nothing changes until a second, different reviewer confirms it; they may return it to you with a reason.</source>
            <translation>Esto propone una decisión definitiva: nada cambia hasta que otra persona revisora la confirme; puede devolvérsela con un motivo.</translation>
        </message>
        <message>
            <source>This is a final decision.</source>
            <translation>Es una decisión definitiva.</translation>
        </message>
        <message>
            <source>Confirm: {0}</source>
            <translation>Confirmar: {0}</translation>
        </message>
    </context>
    <context>
        <name>DeleteDialog</name>
        <message>
            <source>Why it is deleted (required)</source>
            <translation>Por qué se elimina (obligatorio)</translation>
        </message>
        <message>
            <source>Reason for deleting</source>
            <translation>Motivo de la eliminación</translation>
        </message>
        <message>
            <source>&amp;Reason</source>
            <translation>&amp;Motivo</translation>
        </message>
    </context>
    <context>
        <name>Deletions</name>
        <message>
            <source>Say why the document is deleted: the reason is kept in the journal.</source>
            <translation>Diga por qué se elimina el documento: el motivo queda en el diario.</translation>
        </message>
        <message>
            <source>The reason is {0} characters long; at most {1} are kept. Shorten it.</source>
            <translation>El motivo tiene {0} caracteres; se guardan como máximo {1}. Acórtelo.</translation>
        </message>
    </context>
    <context>
        <name>DetailPanel</name>
        <message>
            <source>Beneficiary</source>
            <translation>Beneficiario</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>Surname</source>
            <translation>Apellidos</translation>
        </message>
        <message>
            <source>Relation</source>
            <translation>Relación</translation>
        </message>
        <message>
            <source>Document type</source>
            <translation>Tipo de documento</translation>
        </message>
        <message>
            <source>Document number</source>
            <translation>Número de documento</translation>
        </message>
        <message>
            <source>Phone</source>
            <translation>Teléfono</translation>
        </message>
        <message>
            <source>Street</source>
            <translation>Calle</translation>
        </message>
        <message>
            <source>City</source>
            <translation>Ciudad</translation>
        </message>
        <message>
            <source>Postal code</source>
            <translation>Código postal</translation>
        </message>
        <message>
            <source>Province</source>
            <translation>Provincia</translation>
        </message>
        <message>
            <source>Country</source>
            <translation>País</translation>
        </message>
        <message>
            <source>Routing</source>
            <translation>Enrutamiento</translation>
        </message>
        <message>
            <source>Account number</source>
            <translation>Número de cuenta</translation>
        </message>
        <message>
            <source>Bank country</source>
            <translation>País del banco</translation>
        </message>
        <message>
            <source>SWIFT/BIC</source>
            <translation>SWIFT/BIC</translation>
        </message>
        <message>
            <source>ABA routing code</source>
            <translation>Código de enrutamiento ABA</translation>
        </message>
        <message>
            <source>Bank code</source>
            <translation>Código del banco</translation>
        </message>
        <message>
            <source>Sort code</source>
            <translation>Sort code (código de sucursal)</translation>
        </message>
        <message>
            <source>Institution number</source>
            <translation>Número de institución</translation>
        </message>
        <message>
            <source>Transit number</source>
            <translation>Número de tránsito</translation>
        </message>
        <message>
            <source>NIP code</source>
            <translation>Código NIP</translation>
        </message>
        <message>
            <source>Mobile money operator</source>
            <translation>Operador de dinero móvil</translation>
        </message>
        <message>
            <source>Amount received</source>
            <translation>Importe recibido</translation>
        </message>
        <message>
            <source>Select an order to see its detail.</source>
            <translation>Seleccione una orden para ver su detalle.</translation>
        </message>
        <message>
            <source>Rec&amp;eipt…</source>
            <translation>Comproban&amp;te…</translation>
        </message>
        <message>
            <source>Save as PDF…</source>
            <translation>Guardar como PDF…</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>Imprimir…</translation>
        </message>
        <message>
            <source>The receipt waits for the payout's detail.</source>
            <translation>El comprobante espera al detalle del pago.</translation>
        </message>
        <message>
            <source>the order id</source>
            <translation>el id de la orden</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>Id</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>Referencia</translation>
        </message>
        <message>
            <source>Origin</source>
            <translation>Origen</translation>
        </message>
        <message>
            <source>Destination</source>
            <translation>Destino</translation>
        </message>
        <message>
            <source> (merchant {0} + system {1})</source>
            <translation> (comercio {0} + sistema {1})</translation>
        </message>
        <message>
            <source>Fee</source>
            <translation>Comisión</translation>
        </message>
        <message>
            <source>FX</source>
            <translation>Cambio</translation>
        </message>
        <message>
            <source>Counterparty</source>
            <translation>Contraparte</translation>
        </message>
        <message>
            <source>Description</source>
            <translation>Descripción</translation>
        </message>
        <message>
            <source>Sender account</source>
            <translation>Cuenta emisora</translation>
        </message>
        <message>
            <source>the sender account id</source>
            <translation>el id de la cuenta de origen</translation>
        </message>
        <message>
            <source>Can cancel</source>
            <translation>Se puede cancelar</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>sí</translation>
        </message>
        <message>
            <source>no</source>
            <translation>no</translation>
        </message>
        <message>
            <source>Recipient</source>
            <translation>Destinatario</translation>
        </message>
        <message>
            <source>order {0}</source>
            <translation>orden {0}</translation>
        </message>
        <message>
            <source>Timeline</source>
            <translation>Cronología</translation>
        </message>
        <message>
            <source>Created</source>
            <translation>Creada</translation>
        </message>
        <message>
            <source>Updated</source>
            <translation>Actualizada</translation>
        </message>
        <message>
            <source>Settled</source>
            <translation>Liquidada</translation>
        </message>
        <message>
            <source>Failed</source>
            <translation>Fallida</translation>
        </message>
        <message>
            <source>Cancel requested</source>
            <translation>Cancelación pedida</translation>
        </message>
        <message>
            <source>Cancelled</source>
            <translation>Cancelada</translation>
        </message>
        <message>
            <source>Reversed</source>
            <translation>Revertida</translation>
        </message>
        <message>
            <source>{0} (the Copy button copies it whole)</source>
            <translation>{0} (el botón Copiar lo copia entero)</translation>
        </message>
    </context>
    <context>
        <name>DetailsView</name>
        <message>
            <source>Declared data</source>
            <translation>Datos declarados</translation>
        </message>
        <message>
            <source>The business has declared no data yet.</source>
            <translation>La empresa aún no ha declarado datos.</translation>
        </message>
        <message>
            <source>Declared data: {0} entries</source>
            <translation>Datos declarados: {0} entradas</translation>
        </message>
        <message>
            <source>undated</source>
            <translation>sin fecha</translation>
        </message>
        <message>
            <source>Declared {0}</source>
            <translation>Declarado el {0}</translation>
        </message>
        <message>
            <source>Latest · declared {0}</source>
            <translation>Última · declarada el {0}</translation>
        </message>
        <message>
            <source>{0} changed</source>
            <translation>{0} cambió</translation>
        </message>
        <message>
            <source>(removed)</source>
            <translation>(quitado)</translation>
        </message>
        <message>
            <source>In the entry before, not in this one</source>
            <translation>En la entrada anterior, no en esta</translation>
        </message>
        <message>
            <source>Changed; before: {0}</source>
            <translation>Cambiado; antes: {0}</translation>
        </message>
        <message>
            <source>Company name</source>
            <translation>Razón social</translation>
        </message>
        <message>
            <source>Email</source>
            <translation>Correo electrónico</translation>
        </message>
        <message>
            <source>KYB session</source>
            <translation>Sesión KYB</translation>
        </message>
        <message>
            <source>State</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>Legal form</source>
            <translation>Forma jurídica</translation>
        </message>
        <message>
            <source>Tax id</source>
            <translation>Identificación fiscal</translation>
        </message>
        <message>
            <source>Registration number</source>
            <translation>Número de registro</translation>
        </message>
        <message>
            <source>Owners</source>
            <translation>Titulares</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>Dirección</translation>
        </message>
        <message>
            <source>Phone</source>
            <translation>Teléfono</translation>
        </message>
        <message>
            <source>Website</source>
            <translation>Sitio web</translation>
        </message>
        <message>
            <source>Reveal {0} (declared {1})</source>
            <translation>Mostrar {0} (declarado {1})</translation>
        </message>
        <message>
            <source>New in this entry</source>
            <translation>Nuevo en esta entrada</translation>
        </message>
    </context>
    <context>
        <name>DialogParts</name>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
    </context>
    <context>
        <name>DocumentViewer</name>
        <message>
            <source>Document page</source>
            <translation>Página del documento</translation>
        </message>
        <message>
            <source>Document page (arrow keys scroll it)</source>
            <translation>Página del documento (las flechas la desplazan)</translation>
        </message>
        <message>
            <source>Select a document to see it here.</source>
            <translation>Seleccione un documento para verlo aquí.</translation>
        </message>
        <message>
            <source>Opening {0}…</source>
            <translation>Abriendo {0}…</translation>
        </message>
        <message>
            <source>of {0}</source>
            <translation>de {0}</translation>
        </message>
        <message>
            <source>Save a copy</source>
            <translation>Guardar una copia</translation>
        </message>
        <message>
            <source>Saved a copy to {0}.</source>
            <translation>Copia guardada en {0}.</translation>
        </message>
        <message>
            <source>This PDF has no pages.</source>
            <translation>Este PDF no tiene páginas.</translation>
        </message>
        <message>
            <source>This PDF cannot be read: it is damaged or not a PDF ({0}). Save a copy to look at it with another program, or ask for the document again.</source>
            <translation>No se puede leer este PDF: está dañado o no es un PDF ({0}). Guarde una copia para verlo con otro programa, o pida el documento de nuevo.</translation>
        </message>
        <message>
            <source>This page is too large to show at this zoom.</source>
            <translation>Esta página es demasiado grande para mostrarla con este zoom.</translation>
        </message>
        <message>
            <source>Page {0} of this PDF cannot be drawn ({1}).</source>
            <translation>No se puede dibujar la página {0} de este PDF ({1}).</translation>
        </message>
        <message>
            <source>This image cannot be read: it is damaged or not really a {0}. Save a copy to look at it with another program, or ask for the document again.</source>
            <translation>No se puede leer esta imagen: está dañada o no es realmente un {0}. Guarde una copia para verla con otro programa, o pida el documento de nuevo.</translation>
        </message>
        <message>
            <source>This image is too large to show at this zoom.</source>
            <translation>Esta imagen es demasiado grande para mostrarla con este zoom.</translation>
        </message>
        <message>
            <source>Teller cannot show this file: it is not a PDF, PNG or JPEG ({0}). Save a copy to open it with another program.</source>
            <translation>Teller no puede mostrar este archivo: no es un PDF, PNG ni JPEG ({0}). Guarde una copia para abrirlo con otro programa.</translation>
        </message>
        <message>
            <source>unknown type</source>
            <translation>tipo desconocido</translation>
        </message>
        <message>
            <source>This document was closed.</source>
            <translation>Este documento se cerró.</translation>
        </message>
    </context>
    <context>
        <name>DocumentsList</name>
        <message>
            <source>Documents</source>
            <translation>Documentos</translation>
        </message>
        <message>
            <source>File name</source>
            <translation>Nombre del archivo</translation>
        </message>
        <message>
            <source>Uploaded</source>
            <translation>Subido</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Tamaño</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>Categoría</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Tipo</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Revisión</translation>
        </message>
        <message>
            <source>&amp;Upload…</source>
            <translation>&amp;Subir…</translation>
        </message>
        <message>
            <source>Add PDF, PNG or JPEG files of up to 10 MB</source>
            <translation>Añadir archivos PDF, PNG o JPEG de hasta 10 MB</translation>
        </message>
        <message>
            <source>&amp;Delete…</source>
            <translation>&amp;Eliminar…</translation>
        </message>
        <message>
            <source>Delete the selected document (asks first; it stays listed as deleted)</source>
            <translation>Eliminar el documento seleccionado (pregunta antes; sigue en la lista como eliminado)</translation>
        </message>
        <message>
            <source>who and why not in this journal</source>
            <translation>quién y por qué no constan en este diario</translation>
        </message>
        <message>
            <source>an unnamed reviewer</source>
            <translation>una persona revisora sin nombre</translation>
        </message>
        <message>
            <source>by {0}: {1}</source>
            <translation>por {0}: {1}</translation>
        </message>
        <message>
            <source>Uploaded ({0})</source>
            <translation>Subido ({0})</translation>
        </message>
        <message>
            <source>Documents: {0}</source>
            <translation>Documentos: {0}</translation>
        </message>
        <message>
            <source>Documents: {0} (+{1} deleted)</source>
            <translation>Documentos: {0} (+{1} eliminados)</translation>
        </message>
        <message>
            <source>not reviewed</source>
            <translation>sin revisar</translation>
        </message>
        <message>
            <source>Reason: {0}</source>
            <translation>Motivo: {0}</translation>
        </message>
        <message>
            <source>Comment: {0}</source>
            <translation>Comentario: {0}</translation>
        </message>
        <message>
            <source>Marked {0} (UTC)</source>
            <translation>Marcado el {0} (UTC)</translation>
        </message>
        <message>
            <source>deleted {0}</source>
            <translation>eliminado el {0}</translation>
        </message>
        <message>
            <source>Deleted {0} {1} (uploaded {2}); kept as a record</source>
            <translation>Eliminado el {0} {1} (subido el {2}); se conserva como constancia</translation>
        </message>
    </context>
    <context>
        <name>EmptyOrders</name>
        <message>
            <source>&amp;Clear search and filters</source>
            <translation>&amp;Borrar búsqueda y filtros</translation>
        </message>
        <message>
            <source>No orders match</source>
            <translation>Ninguna orden coincide</translation>
        </message>
        <message>
            <source>No order matches both the search and the filters.</source>
            <translation>Ninguna orden coincide con la búsqueda y los filtros a la vez.</translation>
        </message>
        <message>
            <source>No order matches the search.</source>
            <translation>Ninguna orden coincide con la búsqueda.</translation>
        </message>
        <message>
            <source>No order matches the filters.</source>
            <translation>Ninguna orden coincide con los filtros.</translation>
        </message>
        <message>
            <source>&amp;Clear the search</source>
            <translation>&amp;Borrar la búsqueda</translation>
        </message>
        <message>
            <source>&amp;Clear the filters</source>
            <translation>&amp;Borrar los filtros</translation>
        </message>
        <message>
            <source>No orders yet</source>
            <translation>Aún no hay órdenes</translation>
        </message>
        <message>
            <source>Payouts and pay-ins of this account will be listed here.</source>
            <translation>Aquí se listarán los pagos y cobros de esta cuenta.</translation>
        </message>
        <message>
            <source>The merchant's payouts and pay-ins will be listed here.</source>
            <translation>Aquí se listarán los pagos y cobros del comercio.</translation>
        </message>
    </context>
    <context>
        <name>ErrorBanner</name>
        <message>
            <source>Retry</source>
            <translation>Reintentar</translation>
        </message>
        <message>
            <source>Dismiss</source>
            <translation>Descartar</translation>
        </message>
        <message>
            <source>Dismiss the message</source>
            <translation>Descartar el mensaje</translation>
        </message>
    </context>
    <context>
        <name>Evidence</name>
        <message>
            <source>Company name</source>
            <translation>Razón social</translation>
        </message>
        <message>
            <source>Legal form</source>
            <translation>Forma jurídica</translation>
        </message>
        <message>
            <source>Registration number</source>
            <translation>Número de registro</translation>
        </message>
        <message>
            <source>Tax id</source>
            <translation>Identificación fiscal</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>Dirección</translation>
        </message>
        <message>
            <source>Incorporated</source>
            <translation>Constituida</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>Document number</source>
            <translation>Número de documento</translation>
        </message>
        <message>
            <source>Date of birth</source>
            <translation>Fecha de nacimiento</translation>
        </message>
        <message>
            <source>Nationality</source>
            <translation>Nacionalidad</translation>
        </message>
        <message>
            <source>Issued</source>
            <translation>Expedido</translation>
        </message>
        <message>
            <source>Expires</source>
            <translation>Caduca</translation>
        </message>
        <message>
            <source>Bill date</source>
            <translation>Fecha de la factura</translation>
        </message>
        <message>
            <source>Share</source>
            <translation>Participación</translation>
        </message>
        <message>
            <source>✓ Matches</source>
            <translation>✓ Coincide</translation>
        </message>
        <message>
            <source>≈ Near match</source>
            <translation>≈ Casi coincide</translation>
        </message>
        <message>
            <source>✗ Differs</source>
            <translation>✗ Difiere</translation>
        </message>
        <message>
            <source>? Not found</source>
            <translation>? No encontrado</translation>
        </message>
        <message>
            <source>its text</source>
            <translation>su texto</translation>
        </message>
        <message>
            <source>read by OCR</source>
            <translation>leído por OCR</translation>
        </message>
        <message>
            <source>the identity provider's reading</source>
            <translation>la lectura del proveedor de identidad</translation>
        </message>
        <message>
            <source>the declaration</source>
            <translation>la declaración</translation>
        </message>
        <message>
            <source>The business</source>
            <translation>La empresa</translation>
        </message>
        <message>
            <source>Shareholder {0}</source>
            <translation>Accionista {0}</translation>
        </message>
    </context>
    <context>
        <name>EvidencePanel</name>
        <message>
            <source>Reading the documents</source>
            <translation>Leyendo los documentos</translation>
        </message>
        <message>
            <source>Co&amp;mparison</source>
            <translation>Co&amp;mparación</translation>
        </message>
        <message>
            <source>Scree&amp;ning</source>
            <translation>Veri&amp;ficaciones</translation>
        </message>
        <message>
            <source>O&amp;wnership</source>
            <translation>&amp;Titularidad</translation>
        </message>
        <message>
            <source>This server's documents cannot be read, so nothing is compared.</source>
            <translation>Los documentos de este servidor no se pueden leer, así que no se compara nada.</translation>
        </message>
        <message>
            <source>The case has no KYB session: no documents to read.</source>
            <translation>El caso no tiene sesión KYB: no hay documentos que leer.</translation>
        </message>
        <message>
            <source>The documents could not be read; see the message above.</source>
            <translation>No se pudieron leer los documentos; vea el mensaje de arriba.</translation>
        </message>
        <message>
            <source>Reading stopped. Read again to compare the documents.</source>
            <translation>Lectura detenida. Vuelva a leer para comparar los documentos.</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>Read again</source>
            <translation>Volver a leer</translation>
        </message>
        <message>
            <source>Stop reading the documents</source>
            <translation>Dejar de leer los documentos</translation>
        </message>
        <message>
            <source>Read the documents again and compare them with the declaration</source>
            <translation>Volver a leer los documentos y compararlos con la declaración</translation>
        </message>
        <message>
            <source>Reading the documents…</source>
            <translation>Leyendo los documentos…</translation>
        </message>
        <message>
            <source>{0} Not read: {1}.</source>
            <translation>{0} Sin leer: {1}.</translation>
        </message>
        <message>
            <source>{0}: {1}</source>
            <translation>{0}: {1}</translation>
        </message>
        <message>
            <source>Shown so far; {0} document is still being read by OCR…</source>
            <translation>Lo leído hasta ahora; el OCR aún lee {0} documento…</translation>
        </message>
        <message>
            <source>Shown so far; {0} documents are still being read by OCR…</source>
            <translation>Lo leído hasta ahora; el OCR aún lee {0} documentos…</translation>
        </message>
        <message>
            <source>{0} document read</source>
            <translation>{0} documento leído</translation>
        </message>
        <message>
            <source>{0} documents read</source>
            <translation>{0} documentos leídos</translation>
        </message>
        <message>
            <source>{0} flag</source>
            <translation>{0} alerta</translation>
        </message>
        <message>
            <source>{0} flags</source>
            <translation>{0} alertas</translation>
        </message>
        <message>
            <source>{0}; {1}.</source>
            <translation>{0}; {1}.</translation>
        </message>
    </context>
    <context>
        <name>EvidenceView</name>
        <message>
            <source>Field</source>
            <translation>Campo</translation>
        </message>
        <message>
            <source>Declared</source>
            <translation>Declarado</translation>
        </message>
        <message>
            <source>Found</source>
            <translation>Encontrado</translation>
        </message>
        <message>
            <source>In document</source>
            <translation>En el documento</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Resultado</translation>
        </message>
        <message>
            <source>Declared beside found</source>
            <translation>Lo declarado junto a lo encontrado</translation>
        </message>
        <message>
            <source>Enter or a click on a found value shows where it is in its document.</source>
            <translation>Intro o un clic en un valor encontrado muestra dónde está en su documento.</translation>
        </message>
        <message>
            <source>Show in document</source>
            <translation>Ver en el documento</translation>
        </message>
        <message>
            <source>Open the document at the value, boxed (Enter)</source>
            <translation>Abrir el documento en el valor, recuadrado (Intro)</translation>
        </message>
        <message>
            <source>Reveal</source>
            <translation>Mostrar</translation>
        </message>
        <message>
            <source>Show this row's personal values; the audit journal records that you did</source>
            <translation>Mostrar los datos personales de esta fila; el diario de auditoría registra que lo hizo</translation>
        </message>
        <message>
            <source>Nothing to compare yet.</source>
            <translation>Aún no hay nada que comparar.</translation>
        </message>
        <message>
            <source>{0} documents</source>
            <translation>{0} documentos</translation>
        </message>
        <message>
            <source>Matches in {0} documents:
{1}</source>
            <translation>Coincide en {0} documentos:
{1}</translation>
        </message>
        <message>
            <source>In {0}: click or press Enter to see it on page {1}</source>
            <translation>En {0}: haga clic o pulse Intro para verlo en la página {1}</translation>
        </message>
        <message>
            <source>In {0}</source>
            <translation>En {0}</translation>
        </message>
        <message>
            <source>Masked {0}: Reveal shows it</source>
            <translation>{0} enmascarado: Mostrar lo enseña</translation>
        </message>
        <message>
            <source>Reveal the personal values of {0}</source>
            <translation>Mostrar los datos personales de {0}</translation>
        </message>
        <message>
            <source>Reveal the selected row's personal values</source>
            <translation>Mostrar los datos personales de la fila seleccionada</translation>
        </message>
        <message>
            <source>No document of the session holds this value: {0}.</source>
            <translation>Ningún documento de la sesión contiene este valor: {0}.</translation>
        </message>
        <message>
            <source>nothing was found</source>
            <translation>no se encontró nada</translation>
        </message>
    </context>
    <context>
        <name>FilterPanel</name>
        <message>
            <source>+ Condition</source>
            <translation>+ Condición</translation>
        </message>
        <message>
            <source>App&amp;ly</source>
            <translation>Apl&amp;icar</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>Borrar</translation>
        </message>
        <message>
            <source>Clear the filters</source>
            <translation>Borrar los filtros</translation>
        </message>
        <message>
            <source>Saved filters</source>
            <translation>Filtros guardados</translation>
        </message>
        <message>
            <source>Save…</source>
            <translation>Guardar…</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Eliminar</translation>
        </message>
        <message>
            <source>Delete the chosen saved filter</source>
            <translation>Eliminar el filtro guardado elegido</translation>
        </message>
        <message>
            <source>No conditions: every order.</source>
            <translation>Sin condiciones: todas las órdenes.</translation>
        </message>
        <message>
            <source>Remove this condition</source>
            <translation>Quitar esta condición</translation>
        </message>
        <message>
            <source>Remove the condition {0}</source>
            <translation>Quitar la condición {0}</translation>
        </message>
        <message>
            <source>Save filter</source>
            <translation>Guardar filtro</translation>
        </message>
        <message>
            <source>Name of this filter:</source>
            <translation>Nombre de este filtro:</translation>
        </message>
    </context>
    <context>
        <name>FilterRow</name>
        <message>
            <source>State</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Tipo</translation>
        </message>
        <message>
            <source>Order id</source>
            <translation>Id de orden</translation>
        </message>
        <message>
            <source>Direction</source>
            <translation>Dirección del flujo</translation>
        </message>
        <message>
            <source>Origin currency</source>
            <translation>Moneda de origen</translation>
        </message>
        <message>
            <source>Destination currency</source>
            <translation>Moneda de destino</translation>
        </message>
        <message>
            <source>Created</source>
            <translation>Creada</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importe</translation>
        </message>
        <message>
            <source>is</source>
            <translation>es</translation>
        </message>
        <message>
            <source>is not</source>
            <translation>no es</translation>
        </message>
        <message>
            <source>after / above</source>
            <translation>después de / mayor que</translation>
        </message>
        <message>
            <source>before / below</source>
            <translation>antes de / menor que</translation>
        </message>
        <message>
            <source>from / at least</source>
            <translation>desde / al menos</translation>
        </message>
        <message>
            <source>until / at most</source>
            <translation>hasta / como mucho</translation>
        </message>
        <message>
            <source>contains</source>
            <translation>contiene</translation>
        </message>
        <message>
            <source>is any of</source>
            <translation>es alguno de</translation>
        </message>
        <message>
            <source>is none of</source>
            <translation>no es ninguno de</translation>
        </message>
        <message>
            <source>Field</source>
            <translation>Campo</translation>
        </message>
        <message>
            <source>Condition</source>
            <translation>Condición</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Valor</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Fecha</translation>
        </message>
        <message>
            <source>Pick known values</source>
            <translation>Elegir valores conocidos</translation>
        </message>
        <message>
            <source>Remove this condition</source>
            <translation>Quitar esta condición</translation>
        </message>
        <message>
            <source>Enter an amount.</source>
            <translation>Escriba un importe.</translation>
        </message>
        <message>
            <source>an amount, e.g. 1,250.00</source>
            <translation>un importe, p. ej. 1.250,00</translation>
        </message>
        <message>
            <source>dates as YYYY-MM-DD</source>
            <translation>fechas como AAAA-MM-DD</translation>
        </message>
        <message>
            <source>a currency, e.g. EUR</source>
            <translation>una moneda, p. ej. EUR</translation>
        </message>
        <message>
            <source>text</source>
            <translation>texto</translation>
        </message>
        <message>
            <source>{0}; several separated by semicolons</source>
            <translation>{0}; varios separados por punto y coma</translation>
        </message>
        <message>
            <source>{0}, separated by commas</source>
            <translation>{0}, separados por comas</translation>
        </message>
    </context>
    <context>
        <name>FlagDialog</name>
        <message>
            <source>Dismiss a flag</source>
            <translation>Descartar una alerta</translation>
        </message>
        <message>
            <source>Why does this flag not stand? The journal keeps your reason.</source>
            <translation>¿Por qué no procede esta alerta? El diario guarda su motivo.</translation>
        </message>
        <message>
            <source>Reason</source>
            <translation>Motivo</translation>
        </message>
        <message>
            <source>The reason (required); Ctrl+Enter dismisses</source>
            <translation>El motivo (obligatorio); Ctrl+Intro la descarta</translation>
        </message>
        <message>
            <source>Dis&amp;miss the flag</source>
            <translation>&amp;Descartar la alerta</translation>
        </message>
        <message>
            <source>Ctrl+Enter</source>
            <translation>Ctrl+Intro</translation>
        </message>
    </context>
    <context>
        <name>Flags</name>
        <message>
            <source>Write why the flag does not stand: a flag is dismissed with a reason.</source>
            <translation>Escriba por qué la alerta no procede: una alerta se descarta con un motivo.</translation>
        </message>
        <message>
            <source>The reason is {0} characters long; it holds at most {1}. Shorten it.</source>
            <translation>El motivo tiene {0} caracteres; admite como máximo {1}. Acórtelo.</translation>
        </message>
        <message>
            <source>line {0}, character {1}</source>
            <translation>línea {0}, carácter {1}</translation>
        </message>
        <message>
            <source>Remove the control character U+{0} ({1}): a reason keeps line breaks and printable text only.</source>
            <translation>Quite el carácter de control U+{0} ({1}): un motivo solo admite saltos de línea y texto imprimible.</translation>
        </message>
        <message>
            <source>Remove the hidden character U+{0} ({1}): it would make the reason read differently from what it holds.</source>
            <translation>Quite el carácter oculto U+{0} ({1}): haría que el motivo se leyera distinto de lo que contiene.</translation>
        </message>
        <message>
            <source>Declared value differs from a document</source>
            <translation>El valor declarado difiere de un documento</translation>
        </message>
        <message>
            <source>Identity document expired</source>
            <translation>Documento de identidad caducado</translation>
        </message>
        <message>
            <source>Identity document expiring</source>
            <translation>Documento de identidad a punto de caducar</translation>
        </message>
        <message>
            <source>Under 18</source>
            <translation>Menor de 18 años</translation>
        </message>
        <message>
            <source>Number fails its check</source>
            <translation>El número no supera su verificación</translation>
        </message>
        <message>
            <source>Company name differs between documents</source>
            <translation>La razón social difiere entre documentos</translation>
        </message>
        <message>
            <source>Proof of address too old</source>
            <translation>Comprobante de domicilio demasiado antiguo</translation>
        </message>
        <message>
            <source>Screening result</source>
            <translation>Resultado de verificación</translation>
        </message>
        <message>
            <source>Owner without KYC</source>
            <translation>Titular sin KYC</translation>
        </message>
        <message>
            <source>Shares do not add up to 100 %</source>
            <translation>Las participaciones no suman 100 %</translation>
        </message>
        <message>
            <source>a document</source>
            <translation>un documento</translation>
        </message>
        <message>
            <source>{0}: declared {1}, {2} reads {3}.</source>
            <translation>{0}: se declaró {1}, {2} dice {3}.</translation>
        </message>
        <message>
            <source>{0}'s identity document expired on {1}.</source>
            <translation>El documento de identidad de {0} caducó el {1}.</translation>
        </message>
        <message>
            <source>{0}'s identity document expires on {1}, in {2} days.</source>
            <translation>El documento de identidad de {0} caduca el {1}, dentro de {2} días.</translation>
        </message>
        <message>
            <source>{0} is {1}: under 18 (born {2}).</source>
            <translation>{0} tiene {1} años: es menor de 18 (nació el {2}).</translation>
        </message>
        <message>
            <source>The {0} {1} is not a valid {2} number: its check digit fails.</source>
            <translation>{1} ({0}) no es un número válido de {2}: falla su dígito verificador.</translation>
        </message>
        <message>
            <source>such</source>
            <translation>ese tipo</translation>
        </message>
        <message>
            <source>The company's name differs between documents: {0} ({1}).</source>
            <translation>La razón social difiere entre documentos: {0} ({1}).</translation>
        </message>
        <message>
            <source>The proof of address {0} is dated {1}: {2} months before it was uploaded (3 at most).</source>
            <translation>El comprobante de domicilio {0} tiene fecha {1}: {2} meses antes de subirse (3 como máximo).</translation>
        </message>
        <message>
            <source>no shareholder record</source>
            <translation>no tiene ficha de accionista</translation>
        </message>
        <message>
            <source>no passed KYC</source>
            <translation>no tiene un KYC aprobado</translation>
        </message>
        <message>
            <source>{0} owns {1} % and has {2}.</source>
            <translation>{0} posee el {1} % y {2}.</translation>
        </message>
        <message>
            <source>the certificate</source>
            <translation>el certificado</translation>
        </message>
        <message>
            <source>the declaration</source>
            <translation>la declaración</translation>
        </message>
        <message>
            <source>The shares in {0} add up to {1} %, not 100 %.</source>
            <translation>Las participaciones según {0} suman {1} %, no 100 %.</translation>
        </message>
        <message>
            <source>a watchlist</source>
            <translation>una lista de vigilancia</translation>
        </message>
        <message>
            <source>{0} was found on a watchlist ({1}): {2}.</source>
            <translation>{0} figura en una lista de vigilancia ({1}): {2}.</translation>
        </message>
        <message>
            <source>Listed as: {0}.</source>
            <translation>Figura como: {0}.</translation>
        </message>
        <message>
            <source>{0}: {1} reported an error.</source>
            <translation>{0}: {1} informó de un error.</translation>
        </message>
        <message>
            <source>{0}: {1} did not pass.</source>
            <translation>{0}: {1} no se superó.</translation>
        </message>
    </context>
    <context>
        <name>FlagsView</name>
        <message>
            <source>Flags on this case</source>
            <translation>Alertas de este caso</translation>
        </message>
        <message>
            <source>Sho&amp;w evidence</source>
            <translation>Ver evi&amp;dencia</translation>
        </message>
        <message>
            <source>Open the document at what raised the flag (Enter)</source>
            <translation>Abrir el documento en lo que levantó la alerta (Intro)</translation>
        </message>
        <message>
            <source>Dis&amp;miss…</source>
            <translation>Desca&amp;rtar…</translation>
        </message>
        <message>
            <source>Judge that the flag does not stand, with a reason (journalled)</source>
            <translation>Juzgar que la alerta no procede, con un motivo (queda en el diario)</translation>
        </message>
        <message>
            <source>The flags show once the documents are read.</source>
            <translation>Las alertas aparecen cuando se han leído los documentos.</translation>
        </message>
        <message>
            <source>No flags: nothing the checks found needs judging.</source>
            <translation>Sin alertas: nada de lo que encontraron las comprobaciones requiere juicio.</translation>
        </message>
        <message>
            <source>{0} standing, {1} dismissed. A standing flag blocks approval.</source>
            <translation>{0} vigentes, {1} descartadas. Una alerta vigente impide aprobar.</translation>
        </message>
        <message>
            <source>an unnamed reviewer</source>
            <translation>una persona revisora sin nombre</translation>
        </message>
        <message>
            <source>Dismissed by {0}: {1}</source>
            <translation>Descartada por {0}: {1}</translation>
        </message>
        <message>
            <source>The flag was not dismissed: {0} Your reason is still here.</source>
            <translation>La alerta no se descartó: {0} Su motivo sigue aquí.</translation>
        </message>
    </context>
    <context>
        <name>FundingView</name>
        <message>
            <source>Funding methods</source>
            <translation>Formas de fondeo</translation>
        </message>
        <message>
            <source>Open an account to see how it can be funded.</source>
            <translation>Abra una cuenta para ver cómo se puede fondear.</translation>
        </message>
        <message>
            <source>Card pay-ins: {0}</source>
            <translation>Cobros con tarjeta: {0}</translation>
        </message>
        <message>
            <source>Card pay-ins: not available</source>
            <translation>Cobros con tarjeta: no disponibles</translation>
        </message>
        <message>
            <source>Crypto deposit addresses</source>
            <translation>Direcciones de depósito cripto</translation>
        </message>
        <message>
            <source>the address</source>
            <translation>la dirección</translation>
        </message>
        <message>
            <source>This account has no funding methods.</source>
            <translation>Esta cuenta no tiene formas de fondeo.</translation>
        </message>
        <message>
            <source>Bank transfer</source>
            <translation>Transferencia bancaria</translation>
        </message>
        <message>
            <source>{0} — virtual IBAN</source>
            <translation>{0} — IBAN virtual</translation>
        </message>
        <message>
            <source>Account holder</source>
            <translation>Titular de la cuenta</translation>
        </message>
        <message>
            <source>IBAN</source>
            <translation>IBAN</translation>
        </message>
        <message>
            <source>Account number</source>
            <translation>Número de cuenta</translation>
        </message>
        <message>
            <source>SWIFT/BIC</source>
            <translation>SWIFT/BIC</translation>
        </message>
        <message>
            <source>ABA routing</source>
            <translation>Enrutamiento ABA</translation>
        </message>
        <message>
            <source>Bank</source>
            <translation>Banco</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>Referencia</translation>
        </message>
        <message>
            <source>Region</source>
            <translation>Región</translation>
        </message>
    </context>
    <context>
        <name>GridFiles</name>
        <message>
            <source>Export the rows with errors</source>
            <translation>Exportar las filas con errores</translation>
        </message>
        <message>
            <source>CSV (*.csv)</source>
            <translation>CSV (*.csv)</translation>
        </message>
        <message>
            <source>Re-import the fixed file</source>
            <translation>Reimportar el archivo corregido</translation>
        </message>
        <message>
            <source>Payout files ({0})</source>
            <translation>Archivos de pagos ({0})</translation>
        </message>
        <message>
            <source>No row has an error: there is nothing to export.</source>
            <translation>Ninguna fila tiene un error: no hay nada que exportar.</translation>
        </message>
        <message>
            <source>{0} row with errors saved to {1}. Fix it there, then re-import.</source>
            <translation>{0} fila con errores guardada en {1}. Corríjala allí y vuelva a importarla.</translation>
        </message>
        <message>
            <source>{0} rows with errors saved to {1}. Fix them there, then re-import.</source>
            <translation>{0} filas con errores guardadas en {1}. Corríjalas allí y vuelva a importarlas.</translation>
        </message>
        <message>
            <source>{0} could not be read: {1}. Check the file and try again.</source>
            <translation>No se pudo leer {0}: {1}. Revise el archivo e inténtelo de nuevo.</translation>
        </message>
        <message>
            <source>{0} has no rows of payouts.</source>
            <translation>{0} no tiene filas de pagos.</translation>
        </message>
        <message>
            <source>{1} read again: {0} row; fixes made here kept where rows still match.</source>
            <translation>{1} leído de nuevo: {0} fila; las correcciones hechas aquí se conservan donde las filas aún coinciden.</translation>
        </message>
        <message>
            <source>{1} read again: {0} rows; fixes made here kept where rows still match.</source>
            <translation>{1} leído de nuevo: {0} filas; las correcciones hechas aquí se conservan donde las filas aún coinciden.</translation>
        </message>
    </context>
    <context>
        <name>GridPage</name>
        <message>
            <source>Rows of the file</source>
            <translation>Filas del archivo</translation>
        </message>
        <message>
            <source>Row counts</source>
            <translation>Recuento de filas</translation>
        </message>
        <message>
            <source>Only rows with &amp;errors</source>
            <translation>Solo filas con &amp;errores</translation>
        </message>
        <message>
            <source>Checking rows: %v of %m</source>
            <translation>Comprobando filas: %v de %m</translation>
        </message>
        <message>
            <source>The current cell</source>
            <translation>La celda actual</translation>
        </message>
        <message>
            <source>Enter or F2 edits a cell; F8 goes to the next error, Shift+F8 to the previous.</source>
            <translation>Intro o F2 edita una celda; F8 va al error siguiente, Mayús+F8 al anterior.</translation>
        </message>
        <message>
            <source>&amp;Back</source>
            <translation>&amp;Atrás</translation>
        </message>
        <message>
            <source>E&amp;xport the rows with errors…</source>
            <translation>E&amp;xportar las filas con errores…</translation>
        </message>
        <message>
            <source>Re-&amp;import the fixed file…</source>
            <translation>Re&amp;importar el archivo corregido…</translation>
        </message>
        <message>
            <source>&amp;Review (Ctrl+Enter)</source>
            <translation>Re&amp;visar (Ctrl+Intro)</translation>
        </message>
        <message>
            <source>{1}: {0} row</source>
            <translation>{1}: {0} fila</translation>
        </message>
        <message>
            <source>{1}: {0} rows</source>
            <translation>{1}: {0} filas</translation>
        </message>
        <message>
            <source>Looking for payouts sent in the last {0} days…</source>
            <translation>Buscando pagos enviados en los últimos {0} días…</translation>
        </message>
        <message>
            <source>No cell has an error.</source>
            <translation>Ninguna celda tiene un error.</translation>
        </message>
        <message>
            <source>Row {0}: {1}</source>
            <translation>Fila {0}: {1}</translation>
        </message>
        <message>
            <source>Fixed here; the file had “{0}”.</source>
            <translation>Corregida aquí; el archivo tenía «{0}».</translation>
        </message>
        <message>
            <source>Row {0}, {1}: no problem.</source>
            <translation>Fila {0}, {1}: sin problemas.</translation>
        </message>
        <message>
            <source>Row {0}, {1}: {2}</source>
            <translation>Fila {0}, {1}: {2}</translation>
        </message>
        <message>
            <source>No row is ready to send yet. Fix the rows with errors first.</source>
            <translation>Aún no hay ninguna fila lista para enviar. Corrija primero las filas con errores.</translation>
        </message>
        <message>
            <source>Rows with errors</source>
            <translation>Filas con errores</translation>
        </message>
        <message>
            <source>{0} row has errors and will be left out of the batch: continue?</source>
            <translation>{0} fila tiene errores y quedará fuera del lote: ¿continuar?</translation>
        </message>
        <message>
            <source>{0} rows have errors and will be left out of the batch: continue?</source>
            <translation>{0} filas tienen errores y quedarán fuera del lote: ¿continuar?</translation>
        </message>
    </context>
    <context>
        <name>ImportPage</name>
        <message>
            <source>Import a file of payouts</source>
            <translation>Importar un archivo de pagos</translation>
        </message>
        <message>
            <source>Drop a CSV or Excel (.xlsx) file here, or choose one: one payout per row, the first row naming the columns, up to {0} rows. No file yet? Save a template for this account and fill it in.</source>
            <translation>Suelte aquí un archivo CSV o de Excel (.xlsx), o elija uno: un pago por fila, la primera fila con los nombres de las columnas, hasta {0} filas. ¿Aún no tiene archivo? Guarde una plantilla para esta cuenta y rellénela.</translation>
        </message>
        <message>
            <source>&amp;Bank payouts</source>
            <translation>Pagos &amp;bancarios</translation>
        </message>
        <message>
            <source>C&amp;rypto payouts</source>
            <translation>Pagos c&amp;ripto</translation>
        </message>
        <message>
            <source>&amp;Choose a file…</source>
            <translation>&amp;Elegir un archivo…</translation>
        </message>
        <message>
            <source>Save a &amp;template…</source>
            <translation>Guardar una &amp;plantilla…</translation>
        </message>
        <message>
            <source>Open an account first: a template is made for its currency.</source>
            <translation>Abra primero una cuenta: la plantilla se hace para su moneda.</translation>
        </message>
        <message>
            <source>The file holds:</source>
            <translation>El archivo contiene:</translation>
        </message>
        <message>
            <source>A file with the columns, an example row in {0} and every column explained.</source>
            <translation>Un archivo con las columnas, una fila de ejemplo en {0} y cada columna explicada.</translation>
        </message>
        <message>
            <source>Choose a file of payouts</source>
            <translation>Elegir un archivo de pagos</translation>
        </message>
        <message>
            <source>Payout files ({0});;All files (*)</source>
            <translation>Archivos de pagos ({0});;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>{0} files were dropped; Teller imports one at a time: {1}.</source>
            <translation>Se soltaron {0} archivos; Teller importa uno cada vez: {1}.</translation>
        </message>
        <message>
            <source>Reading {0}…</source>
            <translation>Leyendo {0}…</translation>
        </message>
        <message>
            <source>{0} is {1}, more than the {2} MB Teller imports in one file. Split the payouts into smaller files and import each.</source>
            <translation>{0} ocupa {1}, más de los {2} MB que Teller importa en un archivo. Divida los pagos en archivos más pequeños e importe cada uno.</translation>
        </message>
        <message>
            <source>{0} is a folder. Choose the file with the payouts.</source>
            <translation>{0} es una carpeta. Elija el archivo con los pagos.</translation>
        </message>
        <message>
            <source>{0} is no longer there. Choose the file again.</source>
            <translation>{0} ya no está ahí. Elija el archivo de nuevo.</translation>
        </message>
        <message>
            <source>{0} could not be read ({1}). Check that you may open it, or copy it to another folder and choose it there.</source>
            <translation>No se pudo leer {0} ({1}). Compruebe que puede abrirlo, o cópielo a otra carpeta y elíjalo allí.</translation>
        </message>
        <message>
            <source>Save a template</source>
            <translation>Guardar una plantilla</translation>
        </message>
        <message>
            <source>CSV (*.csv);;Excel workbook (*.xlsx)</source>
            <translation>CSV (*.csv);;Libro de Excel (*.xlsx)</translation>
        </message>
        <message>
            <source>Saved {0}, and what each column holds in {1}, in {2}.</source>
            <translation>Se guardó {0}, y lo que contiene cada columna en {1}, en {2}.</translation>
        </message>
        <message>
            <source>Saved {0} in {1}.</source>
            <translation>Se guardó {0} en {1}.</translation>
        </message>
        <message>
            <source>The template could not be saved as {0} ({1}). Choose another folder.</source>
            <translation>No se pudo guardar la plantilla como {0} ({1}). Elija otra carpeta.</translation>
        </message>
        <message>
            <source>{0} · {1} · {2} · SHA-256 {3}</source>
            <translation>{0} · {1} · {2} · SHA-256 {3}</translation>
        </message>
        <message>
            <source>{0} payout</source>
            <translation>{0} pago</translation>
        </message>
        <message>
            <source>{0} payouts</source>
            <translation>{0} pagos</translation>
        </message>
    </context>
    <context>
        <name>JournalTable</name>
        <message>
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Hora</translation>
        </message>
        <message>
            <source>Author</source>
            <translation>Autor/a</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Acción</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>Objeto</translation>
        </message>
        <message>
            <source>Outcome</source>
            <translation>Resultado</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>Detalles</translation>
        </message>
        <message>
            <source>Environment</source>
            <translation>Entorno</translation>
        </message>
        <message>
            <source>Merchant</source>
            <translation>Comercio</translation>
        </message>
        <message>
            <source>User</source>
            <translation>Usuario</translation>
        </message>
        <message>
            <source>unsigned (before reviewers)</source>
            <translation>sin firmar (antes de los revisores/as)</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Hecho</translation>
        </message>
        <message>
            <source>Done (found after a retry)</source>
            <translation>Hecho (confirmado tras un reintento)</translation>
        </message>
        <message>
            <source>Refused</source>
            <translation>Denegado</translation>
        </message>
        <message>
            <source>Outcome unknown</source>
            <translation>Resultado desconocido</translation>
        </message>
        <message>
            <source>Mark</source>
            <translation>Marca</translation>
        </message>
        <message>
            <source>Decision</source>
            <translation>Decisión</translation>
        </message>
        <message>
            <source>State</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>Reason</source>
            <translation>Motivo</translation>
        </message>
        <message>
            <source>Comment</source>
            <translation>Comentario</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>Nota</translation>
        </message>
        <message>
            <source>Document</source>
            <translation>Documento</translation>
        </message>
        <message>
            <source>By</source>
            <translation>Por</translation>
        </message>
        <message>
            <source>To</source>
            <translation>Asignado a</translation>
        </message>
        <message>
            <source>Proposed by</source>
            <translation>Propuesto por</translation>
        </message>
        <message>
            <source>Proposal's reason</source>
            <translation>Motivo de la propuesta</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Resultado</translation>
        </message>
        <message>
            <source>Error</source>
            <translation>Error</translation>
        </message>
        <message>
            <source>Idempotency key</source>
            <translation>Clave de idempotencia</translation>
        </message>
        <message>
            <source>File</source>
            <translation>Archivo</translation>
        </message>
        <message>
            <source>File's SHA-256</source>
            <translation>SHA-256 del archivo</translation>
        </message>
        <message>
            <source>Rows' fingerprint</source>
            <translation>Huella de las filas</translation>
        </message>
        <message>
            <source>Rows</source>
            <translation>Filas</translation>
        </message>
        <message>
            <source>Totals</source>
            <translation>Totales</translation>
        </message>
        <message>
            <source>Bank payout</source>
            <translation>Pago bancario</translation>
        </message>
        <message>
            <source>Crypto payout</source>
            <translation>Pago cripto</translation>
        </message>
        <message>
            <source>Send a batch of payouts</source>
            <translation>Enviar un lote de pagos</translation>
        </message>
        <message>
            <source>End a batch of payouts</source>
            <translation>Terminar un lote de pagos</translation>
        </message>
        <message>
            <source>Ask to confirm a batch of payouts</source>
            <translation>Pedir la confirmación de un lote de pagos</translation>
        </message>
        <message>
            <source>Confirm a batch of payouts</source>
            <translation>Confirmar un lote de pagos</translation>
        </message>
        <message>
            <source>Return a batch of payouts</source>
            <translation>Devolver un lote de pagos</translation>
        </message>
        <message>
            <source>Card pay-in</source>
            <translation>Cobro con tarjeta</translation>
        </message>
        <message>
            <source>Confirm a payout's code</source>
            <translation>Confirmar el código de un pago</translation>
        </message>
        <message>
            <source>Open an account</source>
            <translation>Abrir una cuenta</translation>
        </message>
        <message>
            <source>Deactivate a vIBAN</source>
            <translation>Desactivar un vIBAN</translation>
        </message>
        <message>
            <source>Issue a vIBAN</source>
            <translation>Emitir un vIBAN</translation>
        </message>
        <message>
            <source>Reveal personal data</source>
            <translation>Mostrar datos personales</translation>
        </message>
        <message>
            <source>Copy personal data</source>
            <translation>Copiar datos personales</translation>
        </message>
        <message>
            <source>Save a document's copy</source>
            <translation>Guardar una copia de un documento</translation>
        </message>
        <message>
            <source>Open a document outside</source>
            <translation>Abrir un documento fuera de Teller</translation>
        </message>
        <message>
            <source>Export a case bundle</source>
            <translation>Exportar el paquete de un caso</translation>
        </message>
        <message>
            <source>Export orders</source>
            <translation>Exportar órdenes</translation>
        </message>
        <message>
            <source>Export a statement</source>
            <translation>Exportar un extracto</translation>
        </message>
        <message>
            <source>Save a receipt, summary or results file</source>
            <translation>Guardar un comprobante, un resumen o un archivo de resultados</translation>
        </message>
        <message>
            <source>Print a receipt or summary</source>
            <translation>Imprimir un comprobante o un resumen</translation>
        </message>
        <message>
            <source>Start a KYB session</source>
            <translation>Iniciar una sesión KYB</translation>
        </message>
        <message>
            <source>Upload a document</source>
            <translation>Subir un documento</translation>
        </message>
        <message>
            <source>Delete a document</source>
            <translation>Eliminar un documento</translation>
        </message>
        <message>
            <source>Add a shareholder</source>
            <translation>Añadir un accionista</translation>
        </message>
        <message>
            <source>Edit a shareholder</source>
            <translation>Editar un accionista</translation>
        </message>
        <message>
            <source>Move a case's state (testers)</source>
            <translation>Mover el estado de un caso (pruebas)</translation>
        </message>
        <message>
            <source>Mark a document</source>
            <translation>Marcar un documento</translation>
        </message>
        <message>
            <source>Decide a case</source>
            <translation>Decidir un caso</translation>
        </message>
        <message>
            <source>Propose a decision</source>
            <translation>Proponer una decisión</translation>
        </message>
        <message>
            <source>Confirm a decision</source>
            <translation>Confirmar una decisión</translation>
        </message>
        <message>
            <source>Return a decision</source>
            <translation>Devolver una decisión</translation>
        </message>
        <message>
            <source>Claim a case</source>
            <translation>Asumir un caso</translation>
        </message>
        <message>
            <source>Release a case</source>
            <translation>Liberar un caso</translation>
        </message>
        <message>
            <source>Assign a case</source>
            <translation>Asignar un caso</translation>
        </message>
        <message>
            <source>Work on another's case</source>
            <translation>Trabajar en el caso de otro revisor</translation>
        </message>
        <message>
            <source>Add a note</source>
            <translation>Añadir una nota</translation>
        </message>
        <message>
            <source>Dismiss a flag</source>
            <translation>Descartar una alerta</translation>
        </message>
        <message>
            <source>Add sandbox orders (testers)</source>
            <translation>Añadir órdenes al sandbox (pruebas)</translation>
        </message>
        <message>
            <source>Advance an order (testers)</source>
            <translation>Avanzar una orden (pruebas)</translation>
        </message>
        <message>
            <source>Expire quotes (testers)</source>
            <translation>Hacer caducar cotizaciones (pruebas)</translation>
        </message>
        <message>
            <source>Fail the next request (testers)</source>
            <translation>Hacer fallar la próxima solicitud (pruebas)</translation>
        </message>
        <message>
            <source>Reset the sandbox (testers)</source>
            <translation>Restablecer el sandbox (pruebas)</translation>
        </message>
        <message>
            <source>Set quote validity (testers)</source>
            <translation>Fijar la validez de las cotizaciones (pruebas)</translation>
        </message>
        <message>
            <source>Turn the rate limit on or off (testers)</source>
            <translation>Activar o desactivar el límite de peticiones (pruebas)</translation>
        </message>
    </context>
    <context>
        <name>JournalView</name>
        <message>
            <source>Audit journal</source>
            <translation>Diario de auditoría</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Acción</translation>
        </message>
        <message>
            <source>All actions</source>
            <translation>Todas las acciones</translation>
        </message>
        <message>
            <source>Search targets and details</source>
            <translation>Buscar en objetos y detalles</translation>
        </message>
        <message>
            <source>Search the journal</source>
            <translation>Buscar en el diario</translation>
        </message>
        <message>
            <source>From date</source>
            <translation>Desde la fecha</translation>
        </message>
        <message>
            <source>Until date</source>
            <translation>Hasta la fecha</translation>
        </message>
        <message>
            <source>Verify checks that no entry was changed or removed.</source>
            <translation>Verificar comprueba que ninguna entrada se cambió ni se quitó.</translation>
        </message>
        <message>
            <source>&amp;Verify</source>
            <translation>&amp;Verificar</translation>
        </message>
        <message>
            <source>Check every signature and link, and the head this desk saw before</source>
            <translation>Comprobar cada firma y cada enlace, y la cabeza que este puesto vio antes</translation>
        </message>
        <message>
            <source>Verification progress</source>
            <translation>Progreso de la verificación</translation>
        </message>
        <message>
            <source>&amp;Cancel verification</source>
            <translation>&amp;Cancelar la verificación</translation>
        </message>
        <message>
            <source>Verification cancelled: nothing was proved.</source>
            <translation>Verificación cancelada: no se demostró nada.</translation>
        </message>
        <message>
            <source>Entries 1–{0} hold.</source>
            <translation>Las entradas 1–{0} están intactas.</translation>
        </message>
        <message>
            <source>No entry before it holds either.</source>
            <translation>Tampoco está intacta ninguna entrada anterior.</translation>
        </message>
        <message>
            <source>Entry {0} does not fit the chain: {1}. It and every entry after it cannot be trusted, and Teller writes nothing more to this journal.</source>
            <translation>La entrada {0} no encaja en la cadena: {1}. Ni ella ni las posteriores son de fiar, y Teller no escribe nada más en este diario.</translation>
        </message>
        <message>
            <source>The journal is empty: there is nothing to prove.</source>
            <translation>El diario está vacío: no hay nada que demostrar.</translation>
        </message>
        <message>
            <source>The chain is intact: entries 1–{0} hold.</source>
            <translation>La cadena está intacta: las entradas 1–{0} están intactas.</translation>
        </message>
        <message>
            <source>Entries 1–{0} are unsigned, from before reviewers: only their hashes link them.</source>
            <translation>Las entradas 1–{0} no están firmadas, son de antes de los revisores/as: solo sus hashes las enlazan.</translation>
        </message>
        <message>
            <source>This desk had seen none of it before, so a rewrite of the whole chain by someone holding every signer's key could not be told apart; from now on, entry {0} is the head this desk has seen.</source>
            <translation>Este puesto no había visto nada de ello antes, así que no se podría distinguir una reescritura de toda la cadena hecha por alguien con la clave de cada firmante; desde ahora, la entrada {0} es la cabeza que este puesto ha visto.</translation>
        </message>
        <message>
            <source>Head {0} matches what this desk saw on {1}.</source>
            <translation>La cabeza {0} coincide con la que este puesto vio el {1}.</translation>
        </message>
        <message>
            <source>Entry {0} matches the head this desk saw on {1}; entries {2}–{3} are new to this desk.</source>
            <translation>La entrada {0} coincide con la cabeza que este puesto vio el {1}; las entradas {2}–{3} son nuevas para este puesto.</translation>
        </message>
        <message>
            <source>&amp;Export JSON lines…</source>
            <translation>&amp;Exportar líneas JSON…</translation>
        </message>
        <message>
            <source>Journal entries</source>
            <translation>Entradas del diario</translation>
        </message>
        <message>
            <source>From</source>
            <translation>Desde</translation>
        </message>
        <message>
            <source>to</source>
            <translation>hasta</translation>
        </message>
        <message>
            <source>1 entry shown</source>
            <translation>1 entrada mostrada</translation>
        </message>
        <message>
            <source>{0} entries shown</source>
            <translation>{0} entradas mostradas</translation>
        </message>
        <message>
            <source>Entries {0}–{1} are signed by one reviewer.</source>
            <translation>Las entradas {0}–{1} están firmadas por un/a revisor/a.</translation>
        </message>
        <message>
            <source>Entries {0}–{1} are signed by {2} reviewers.</source>
            <translation>Las entradas {0}–{1} están firmadas por {2} revisores/as.</translation>
        </message>
        <message>
            <source>Export the audit journal</source>
            <translation>Exportar el diario de auditoría</translation>
        </message>
        <message>
            <source>JSON lines (*.jsonl)</source>
            <translation>Líneas JSON (*.jsonl)</translation>
        </message>
        <message>
            <source>Exported 1 entry to {1}.</source>
            <translation>Se exportó 1 entrada a {1}.</translation>
        </message>
        <message>
            <source>Exported {0} entries to {1}.</source>
            <translation>Se exportaron {0} entradas a {1}.</translation>
        </message>
    </context>
    <context>
        <name>KybStateDialog</name>
        <message>
            <source>Move a KYB case to any state (testers' tool)</source>
            <translation>Pasar un caso KYB a cualquier estado (herramienta de pruebas)</translation>
        </message>
        <message>
            <source>A testers' tool: it moves a sandbox KYB session to any state without a review decision. The journal records the state it set, and the case's report says this tool set it. Into {0} only as an approval: every current document marked approved, every shareholder's KYC passed, and a reason.</source>
            <translation>Una herramienta de pruebas: pasa una sesión KYB del sandbox a cualquier estado sin decisión de revisión. El diario registra el estado que fijó, y el informe del caso dice que lo fijó esta herramienta. A {0} solo como una aprobación: cada documento actual marcado como aprobado, el KYC de cada accionista superado, y un motivo.</translation>
        </message>
        <message>
            <source>KYB case</source>
            <translation>Caso KYB</translation>
        </message>
        <message>
            <source>&amp;Case</source>
            <translation>&amp;Caso</translation>
        </message>
        <message>
            <source>New state</source>
            <translation>Nuevo estado</translation>
        </message>
        <message>
            <source>&amp;State</source>
            <translation>&amp;Estado</translation>
        </message>
        <message>
            <source>Why (journalled; required to approve)</source>
            <translation>Motivo (queda en el diario; obligatorio para aprobar)</translation>
        </message>
        <message>
            <source>Reason</source>
            <translation>Motivo</translation>
        </message>
        <message>
            <source>&amp;Why</source>
            <translation>&amp;Motivo</translation>
        </message>
        <message>
            <source>&amp;Move</source>
            <translation>&amp;Pasar</translation>
        </message>
        <message>
            <source>{0} · {1}</source>
            <translation>{0} · {1}</translation>
        </message>
        <message>
            <source>No business of this merchant has a KYB session.</source>
            <translation>Ninguna empresa de este comercio tiene sesión KYB.</translation>
        </message>
        <message>
            <source>{0} moved to {1} by the testers' tool; the journal records it.</source>
            <translation>La herramienta de pruebas pasó {0} a {1}; el diario lo registra.</translation>
        </message>
        <message>
            <source>{0}
Nothing was sent.</source>
            <translation>{0}
No se envió nada.</translation>
        </message>
    </context>
    <context>
        <name>KybStateTool</name>
        <message>
            <source>Move a KYB case to any s&amp;tate… (testers' tool)</source>
            <translation>Pasar un caso KYB a cualquier &amp;estado… (herramienta de pruebas)</translation>
        </message>
        <message>
            <source>A testers' tool: sets a sandbox KYB session's state without a review decision; approval still follows the review's rules.</source>
            <translation>Una herramienta de pruebas: fija el estado de una sesión KYB del sandbox sin decisión de revisión; la aprobación sigue las reglas de la revisión.</translation>
        </message>
    </context>
    <context>
        <name>KycFacts</name>
        <message>
            <source>{0} (unknown)</source>
            <translation>{0} (desconocido)</translation>
        </message>
        <message>
            <source>pending ({0})</source>
            <translation>pendiente ({0})</translation>
        </message>
        <message>
            <source>success ({0})</source>
            <translation>correcto ({0})</translation>
        </message>
        <message>
            <source>failed ({0})</source>
            <translation>fallido ({0})</translation>
        </message>
        <message>
            <source>not an IP address</source>
            <translation>no es una dirección IP</translation>
        </message>
        <message>
            <source>a private or reserved address: it does not place the person</source>
            <translation>una dirección privada o reservada: no sitúa a la persona</translation>
        </message>
        <message>
            <source>Payload</source>
            <translation>Contenido</translation>
        </message>
        <message>
            <source>not an object</source>
            <translation>no es un objeto</translation>
        </message>
        <message>
            <source>kyc.data must be an object</source>
            <translation>kyc.data debe ser un objeto</translation>
        </message>
        <message>
            <source>Age</source>
            <translation>Edad</translation>
        </message>
        <message>
            <source>under 18</source>
            <translation>menor de 18 años</translation>
        </message>
        <message>
            <source>Document expired</source>
            <translation>Documento caducado</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>sí</translation>
        </message>
        <message>
            <source>no</source>
            <translation>no</translation>
        </message>
        <message>
            <source>an expired identity document</source>
            <translation>un documento de identidad caducado</translation>
        </message>
        <message>
            <source>Identity status</source>
            <translation>Estado de la identidad</translation>
        </message>
        <message>
            <source>{0} ({1})</source>
            <translation>{0} ({1})</translation>
        </message>
        <message>
            <source>identity not accepted</source>
            <translation>identidad no aceptada</translation>
        </message>
        <message>
            <source>Has a problem</source>
            <translation>Tiene un problema</translation>
        </message>
        <message>
            <source>the provider flagged a problem</source>
            <translation>el proveedor señaló un problema</translation>
        </message>
        <message>
            <source>Flow</source>
            <translation>Flujo</translation>
        </message>
        <message>
            <source>Document {0}</source>
            <translation>Documento {0}</translation>
        </message>
        <message>
            <source>type not given</source>
            <translation>tipo no indicado</translation>
        </message>
        <message>
            <source>document {0}</source>
            <translation>documento {0}</translation>
        </message>
        <message>
            <source>approved</source>
            <translation>aprobada</translation>
        </message>
        <message>
            <source>accepted</source>
            <translation>aceptada</translation>
        </message>
        <message>
            <source>pending</source>
            <translation>pendiente</translation>
        </message>
        <message>
            <source>in progress</source>
            <translation>en curso</translation>
        </message>
        <message>
            <source>review needed</source>
            <translation>revisión necesaria</translation>
        </message>
        <message>
            <source>rejected</source>
            <translation>rechazada</translation>
        </message>
        <message>
            <source>deleted</source>
            <translation>eliminada</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>fallida</translation>
        </message>
        <message>
            <source>Step</source>
            <translation>Paso</translation>
        </message>
        <message>
            <source>unnamed</source>
            <translation>sin nombre</translation>
        </message>
        <message>
            <source>error: {0}</source>
            <translation>error: {0}</translation>
        </message>
        <message>
            <source>Step {0}</source>
            <translation>Paso: {0}</translation>
        </message>
        <message>
            <source>Step {0} ({1})</source>
            <translation>Paso: {0} ({1})</translation>
        </message>
        <message>
            <source>a failed step</source>
            <translation>un paso fallido</translation>
        </message>
        <message>
            <source>Device</source>
            <translation>Dispositivo</translation>
        </message>
        <message>
            <source>the browser names itself an automated one ({0})</source>
            <translation>el navegador se identifica como automatizado ({0})</translation>
        </message>
        <message>
            <source>IP address</source>
            <translation>Dirección IP</translation>
        </message>
    </context>
    <context>
        <name>KycForm</name>
        <message>
            <source>e.g. 42</source>
            <translation>p. ej. 42</translation>
        </message>
        <message>
            <source>The provider flagged a problem</source>
            <translation>El proveedor señaló un problema</translation>
        </message>
        <message>
            <source>The verification has expired</source>
            <translation>La verificación ha caducado</translation>
        </message>
        <message>
            <source>e.g. 81.43.112.9</source>
            <translation>p. ej. 81.43.112.9</translation>
        </message>
        <message>
            <source>Age</source>
            <translation>Edad</translation>
        </message>
        <message>
            <source>Identity status</source>
            <translation>Estado de la identidad</translation>
        </message>
        <message>
            <source>Document country</source>
            <translation>País del documento</translation>
        </message>
        <message>
            <source>Document type</source>
            <translation>Tipo de documento</translation>
        </message>
        <message>
            <source>Device IP</source>
            <translation>IP del dispositivo</translation>
        </message>
    </context>
    <context>
        <name>LedgerDialog</name>
        <message>
            <source>Transaction id</source>
            <translation>Id de transacción</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <translation>&amp;Abrir</translation>
        </message>
        <message>
            <source>Ledger transactions</source>
            <translation>Transacciones del libro mayor</translation>
        </message>
        <message>
            <source>Transaction id:</source>
            <translation>Id de transacción:</translation>
        </message>
        <message>
            <source>The API reads one transaction at a time by its id. Listing an account's whole ledger is a sandbox test helper.</source>
            <translation>La API lee las transacciones de una en una por su id. Listar todo el libro mayor de una cuenta es una ayuda de pruebas del sandbox.</translation>
        </message>
        <message>
            <source>Ledger of {0}</source>
            <translation>Libro mayor de {0}</translation>
        </message>
        <message>
            <source>Enter a transaction id.</source>
            <translation>Escriba un id de transacción.</translation>
        </message>
        <message>
            <source>This account has no transaction {0}.</source>
            <translation>Esta cuenta no tiene la transacción {0}.</translation>
        </message>
        <message>
            <source>No transactions yet.</source>
            <translation>Aún no hay transacciones.</translation>
        </message>
        <message>
            <source>{0} transaction, newest first</source>
            <translation>{0} transacción, la más reciente primero</translation>
        </message>
        <message>
            <source>{0} transactions, newest first</source>
            <translation>{0} transacciones, las más recientes primero</translation>
        </message>
    </context>
    <context>
        <name>LedgerTable</name>
        <message>
            <source>Created</source>
            <translation>Creada</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importe</translation>
        </message>
        <message>
            <source>Running balance</source>
            <translation>Saldo acumulado</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Clase</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Orden</translation>
        </message>
        <message>
            <source>Counterparty</source>
            <translation>Contraparte</translation>
        </message>
        <message>
            <source>ID</source>
            <translation>ID</translation>
        </message>
        <message>
            <source>Fee</source>
            <translation>Comisión</translation>
        </message>
        <message>
            <source>Credit</source>
            <translation>Abono</translation>
        </message>
        <message>
            <source>Debit</source>
            <translation>Cargo</translation>
        </message>
        <message>
            <source>When it happened, in {0}</source>
            <translation>Cuándo ocurrió, en {0}</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>&amp;Accounts</source>
            <translation>&amp;Cuentas</translation>
        </message>
        <message>
            <source>&amp;Orders</source>
            <translation>Ó&amp;rdenes</translation>
        </message>
        <message>
            <source>&amp;Payouts</source>
            <translation>&amp;Pagos</translation>
        </message>
        <message>
            <source>&amp;Compliance</source>
            <translation>C&amp;umplimiento</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Archivo</translation>
        </message>
        <message>
            <source>Sign &amp;out</source>
            <translation>&amp;Cerrar sesión</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Salir</translation>
        </message>
        <message>
            <source>&amp;Unlock for this session…</source>
            <translation>&amp;Desbloquear para esta sesión…</translation>
        </message>
        <message>
            <source>Pa&amp;youts</source>
            <translation>Pa&amp;gos</translation>
        </message>
        <message>
            <source>&amp;Bulk payouts from a file…</source>
            <translation>Pagos en &amp;lote desde un archivo…</translation>
        </message>
        <message>
            <source>Batches waiting for &amp;confirmation…</source>
            <translation>Lotes a la espera de &amp;confirmación…</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ver</translation>
        </message>
        <message>
            <source>&amp;Request log</source>
            <translation>&amp;Registro de peticiones</translation>
        </message>
        <message>
            <source>Audit &amp;journal…</source>
            <translation>&amp;Diario de auditoría…</translation>
        </message>
        <message>
            <source>Show personal data &amp;unmasked (sandbox)</source>
            <translation>Mostrar datos personales sin &amp;enmascarar (sandbox)</translation>
        </message>
        <message>
            <source>Made-up sandbox data only; against a live server personal data is masked</source>
            <translation>Solo datos inventados del sandbox; con un servidor real los datos personales se enmascaran</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>A&amp;yuda</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Atajos de teclado</translation>
        </message>
        <message>
            <source>&amp;About Teller</source>
            <translation>A&amp;cerca de Teller</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Idioma</translation>
        </message>
        <message>
            <source>System</source>
            <translation>Sistema</translation>
        </message>
        <message>
            <source>Unlock for this session?</source>
            <translation>¿Desbloquear para esta sesión?</translation>
        </message>
        <message>
            <source>{0} is read-only. Unlock it until you sign out? Actions will change real data; each is still confirmed by typing.</source>
            <translation>{0} es de solo lectura. ¿Desbloquearlo hasta que cierre la sesión? Las acciones cambiarán datos reales; cada una se sigue confirmando escribiendo.</translation>
        </message>
        <message>
            <source>&amp;Unlock</source>
            <translation>&amp;Desbloquear</translation>
        </message>
        <message>
            <source>Unlocked until you sign out.</source>
            <translation>Desbloqueado hasta que cierre la sesión.</translation>
        </message>
        <message>
            <source>Open the account the payouts leave from first (Accounts, or Pay from in Payouts), then choose Bulk payouts again.</source>
            <translation>Abra primero la cuenta de la que salen los pagos (Cuentas, o Pagar desde en Pagos) y elija de nuevo Pagos en lote.</translation>
        </message>
        <message>
            <source>Bulk payouts</source>
            <translation>Pagos en lote</translation>
        </message>
        <message>
            <source>Another batch is being sent; resume {0} when it has ended.</source>
            <translation>Se está enviando otro lote; reanude {0} cuando haya terminado.</translation>
        </message>
        <message>
            <source>Audit journal</source>
            <translation>Diario de auditoría</translation>
        </message>
        <message>
            <source>&lt;b&gt;{0} {1}&lt;/b&gt;&lt;br&gt;A back-office client for the banking API.&lt;br&gt;&lt;br&gt;Qt {2} · PySide6 {3} · Python {4}</source>
            <translation>&lt;b&gt;{0} {1}&lt;/b&gt;&lt;br&gt;Un cliente de back-office para la API bancaria.&lt;br&gt;&lt;br&gt;Qt {2} · PySide6 {3} · Python {4}</translation>
        </message>
        <message>
            <source>About Teller</source>
            <translation>Acerca de Teller</translation>
        </message>
    </context>
    <context>
        <name>MappingStep</name>
        <message>
            <source>Confirm the columns</source>
            <translation>Confirmar las columnas</translation>
        </message>
        <message>
            <source>Check which Teller column each column of the file holds. Columns marked ✓ were recognised by their name; check the others. Press Enter to read the payouts with these columns.</source>
            <translation>Compruebe qué columna de Teller contiene cada columna del archivo. Las marcadas con ✓ se reconocieron por su nombre; revise las demás. Pulse Intro para leer los pagos con estas columnas.</translation>
        </message>
        <message>
            <source>&amp;Use these columns</source>
            <translation>&amp;Usar estas columnas</translation>
        </message>
        <message>
            <source>Choose another &amp;file</source>
            <translation>Elegir otro &amp;archivo</translation>
        </message>
        <message>
            <source>Column in the file</source>
            <translation>Columna del archivo</translation>
        </message>
        <message>
            <source>Teller's column</source>
            <translation>Columna de Teller</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>Coincidencia</translation>
        </message>
        <message>
            <source>Teller's column for '{0}'</source>
            <translation>Columna de Teller para '{0}'</translation>
        </message>
        <message>
            <source>Ignore</source>
            <translation>Ignorar</translation>
        </message>
        <message>
            <source>ignored</source>
            <translation>ignorada</translation>
        </message>
        <message>
            <source>✓ sure</source>
            <translation>✓ segura</translation>
        </message>
        <message>
            <source>✓ chosen</source>
            <translation>✓ elegida</translation>
        </message>
        <message>
            <source>? a guess: check it</source>
            <translation>? una suposición: revísela</translation>
        </message>
        <message>
            <source>No column holds {0} yet, which every payout needs: choose the column of the file that holds it, or add it to the file and import it again.</source>
            <translation>Ninguna columna contiene aún {0}, que todo pago necesita: elija la columna del archivo que lo contiene, o añádala al archivo e impórtelo de nuevo.</translation>
        </message>
    </context>
    <context>
        <name>MarkDialog</name>
        <message>
            <source>Reject a document</source>
            <translation>Rechazar un documento</translation>
        </message>
        <message>
            <source>Ask again</source>
            <translation>Pedir de nuevo</translation>
        </message>
        <message>
            <source>Why is {0} rejected? (press a number)</source>
            <translation>¿Por qué se rechaza {0}? (pulse un número)</translation>
        </message>
        <message>
            <source>Why must {0} be uploaded again? (press a number)</source>
            <translation>¿Por qué hay que volver a subir {0}? (pulse un número)</translation>
        </message>
        <message>
            <source>Reason</source>
            <translation>Motivo</translation>
        </message>
        <message>
            <source>Comment (required for Other: say what is wrong); Enter to mark</source>
            <translation>Comentario (obligatorio para Otro: diga qué está mal); Intro para marcar</translation>
        </message>
        <message>
            <source>Comment (optional); Enter to mark</source>
            <translation>Comentario (opcional); Intro para marcar</translation>
        </message>
        <message>
            <source>Comment</source>
            <translation>Comentario</translation>
        </message>
        <message>
            <source>&amp;Reject</source>
            <translation>&amp;Rechazar</translation>
        </message>
        <message>
            <source>&amp;Ask again</source>
            <translation>&amp;Pedir de nuevo</translation>
        </message>
    </context>
    <context>
        <name>MaskedValue</name>
        <message>
            <source>Reveal</source>
            <translation>Mostrar</translation>
        </message>
        <message>
            <source>Show this {0}; the audit journal records that you did</source>
            <translation>Mostrar este dato ({0}); el diario de auditoría registra que lo hizo</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copiar</translation>
        </message>
        <message>
            <source>Copy what is shown; a revealed {0} is recorded in the audit journal</source>
            <translation>Copiar lo que se muestra; un dato ({0}) revelado queda registrado en el diario de auditoría</translation>
        </message>
        <message>
            <source>Copy the {0}</source>
            <translation>Copiar el dato ({0})</translation>
        </message>
        <message>
            <source>Reveal {0}</source>
            <translation>Mostrar {0}</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>Copiado</translation>
        </message>
    </context>
    <context>
        <name>ModelMessages</name>
        <message>
            <source>This field is required.</source>
            <translation>Este campo es obligatorio.</translation>
        </message>
        <message>
            <source>Enter an amount.</source>
            <translation>Escriba un importe.</translation>
        </message>
        <message>
            <source>Enter an amount greater than 0.</source>
            <translation>Indique un importe mayor que 0.</translation>
        </message>
        <message>
            <source>An amount cannot be negative.</source>
            <translation>Un importe no puede ser negativo.</translation>
        </message>
        <message>
            <source>Enter the amount as a number, for example 1234.56.</source>
            <translation>Indique el importe como número, por ejemplo 1234,56.</translation>
        </message>
        <message>
            <source>Enter the recipient's first name; a person needs it.</source>
            <translation>Indique el nombre del destinatario; una persona lo necesita.</translation>
        </message>
        <message>
            <source>Enter the recipient's surname; a person needs it.</source>
            <translation>Indique los apellidos del destinatario; una persona los necesita.</translation>
        </message>
        <message>
            <source>Choose how the user relates to the recipient; a person needs it.</source>
            <translation>Elija la relación del usuario con el destinatario; una persona la necesita.</translation>
        </message>
        <message>
            <source>Enter the company name; a business needs it.</source>
            <translation>Indique el nombre de la empresa; una empresa lo necesita.</translation>
        </message>
        <message>
            <source>Enter the bank's SWIFT/BIC code; SWIFT payouts need it.</source>
            <translation>Indique el código SWIFT/BIC del banco; los pagos SWIFT lo necesitan.</translation>
        </message>
        <message>
            <source>A business is identified by its TAX_ID.</source>
            <translation>Una empresa se identifica por su TAX_ID.</translation>
        </message>
        <message>
            <source>Card pay-ins accept EUR, USD or CAD.</source>
            <translation>Los cobros con tarjeta aceptan EUR, USD o CAD.</translation>
        </message>
        <message>
            <source>Enter a full web address starting with https:// or http://.</source>
            <translation>Indique una dirección web completa que empiece por https:// o http://.</translation>
        </message>
        <message>
            <source>Choose a country by its two-letter ISO code, for example ES or US.</source>
            <translation>Elija un país por su código ISO de dos letras, por ejemplo ES o US.</translation>
        </message>
        <message>
            <source>Enter a whole number.</source>
            <translation>Indique un número entero.</translation>
        </message>
        <message>
            <source>This value does not have the expected format.</source>
            <translation>Este valor no tiene el formato esperado.</translation>
        </message>
        <message>
            <source>Enter at least {n} characters.</source>
            <translation>Indique al menos {n} caracteres.</translation>
        </message>
        <message>
            <source>Enter at most {n} characters; this has {m}.</source>
            <translation>Indique como máximo {n} caracteres; este tiene {m}.</translation>
        </message>
        <message>
            <source>The ABA routing code is exactly {n} digits.</source>
            <translation>El código de enrutamiento ABA tiene exactamente {n} dígitos.</translation>
        </message>
        <message>
            <source>Use at most {n} decimal places.</source>
            <translation>Use como máximo {n} decimales.</translation>
        </message>
        <message>
            <source>This is not a valid IBAN ({why}).</source>
            <translation>Este IBAN no es válido ({why}).</translation>
        </message>
        <message>
            <source>This is not a valid SWIFT/BIC code ({why}).</source>
            <translation>Este código SWIFT/BIC no es válido ({why}).</translation>
        </message>
        <message>
            <source>This account cannot make {what}.</source>
            <translation>Esta cuenta no puede hacer {what}.</translation>
        </message>
        <message>
            <source>{what} are turned off for this account.</source>
            <translation>{what} están desactivados en esta cuenta.</translation>
        </message>
        <message>
            <source>The smallest {what} from this account is {amount}.</source>
            <translation>El {what} más pequeño desde esta cuenta es de {amount}.</translation>
        </message>
        <message>
            <source>The largest {what} from this account is {amount}.</source>
            <translation>El {what} más grande desde esta cuenta es de {amount}.</translation>
        </message>
        <message>
            <source>This account has {free} available; this {what} needs at least {debit}.</source>
            <translation>Esta cuenta tiene {free} disponibles; este {what} necesita al menos {debit}.</translation>
        </message>
        <message>
            <source>This account has {free} available; this {what} needs {debit}.</source>
            <translation>Esta cuenta tiene {free} disponibles; este {what} necesita {debit}.</translation>
        </message>
        <message>
            <source>bank payout</source>
            <translation>pago bancario</translation>
        </message>
        <message>
            <source>crypto payout</source>
            <translation>pago cripto</translation>
        </message>
        <message>
            <source>bank payouts</source>
            <translation>pagos bancarios</translation>
        </message>
        <message>
            <source>crypto payouts</source>
            <translation>pagos cripto</translation>
        </message>
        <message>
            <source>Bank payouts</source>
            <translation>Los pagos bancarios</translation>
        </message>
        <message>
            <source>Crypto payouts</source>
            <translation>Los pagos cripto</translation>
        </message>
        <message>
            <source>invalid checksum digits</source>
            <translation>dígitos de control incorrectos</translation>
        </message>
        <message>
            <source>invalid IBAN length</source>
            <translation>longitud de IBAN incorrecta</translation>
        </message>
        <message>
            <source>check the characters</source>
            <translation>revise los caracteres</translation>
        </message>
    </context>
    <context>
        <name>MoneyCard</name>
        <message>
            <source>Explain…</source>
            <translation>Explicar…</translation>
        </message>
        <message>
            <source>How this amount came to be: a statement for a period, checked to the unit</source>
            <translation>Cómo se llegó a este importe: un extracto de un periodo, comprobado hasta la unidad</translation>
        </message>
        <message>
            <source>Explain {0}</source>
            <translation>Explicar {0}</translation>
        </message>
    </context>
    <context>
        <name>MoneyNote</name>
        <message>
            <source>The amount was cleared: the new account is in {0}.</source>
            <translation>Se borró el importe: la cuenta nueva está en {0}.</translation>
        </message>
    </context>
    <context>
        <name>Notes</name>
        <message>
            <source>Write the note first: it is empty.</source>
            <translation>Escriba primero la nota: está vacía.</translation>
        </message>
        <message>
            <source>The note is {0} characters long; a note holds at most {1}. Shorten it, or split it in two notes.</source>
            <translation>La nota tiene {0} caracteres; una nota admite como máximo {1}. Acórtela o divídala en dos notas.</translation>
        </message>
        <message>
            <source>line {0}, character {1}</source>
            <translation>línea {0}, carácter {1}</translation>
        </message>
        <message>
            <source>Remove the control character U+{0} ({1}): a note keeps line breaks and printable text only.</source>
            <translation>Quite el carácter de control U+{0} ({1}): una nota solo admite saltos de línea y texto imprimible.</translation>
        </message>
        <message>
            <source>Remove the broken character U+{0} ({1}): it is half of a character and no text can hold it alone.</source>
            <translation>Quite el carácter roto U+{0} ({1}): es la mitad de un carácter y ningún texto puede contenerlo solo.</translation>
        </message>
        <message>
            <source>Remove the invisible character U+{0} ({1}): it would make the note read differently from what it holds.</source>
            <translation>Quite el carácter invisible U+{0} ({1}): haría que la nota se leyera distinto de lo que contiene.</translation>
        </message>
    </context>
    <context>
        <name>NotesView</name>
        <message>
            <source>Notes on this case, oldest first</source>
            <translation>Notas sobre este caso, las más antiguas primero</translation>
        </message>
        <message>
            <source>Write the note on</source>
            <translation>Escribir la nota sobre</translation>
        </message>
        <message>
            <source>&amp;On:</source>
            <translation>So&amp;bre:</translation>
        </message>
        <message>
            <source>An internal note: the applicant never sees it, the journal keeps it with your name. Personal data you type here is yours to answer for: it is not masked. Ctrl+Enter saves.</source>
            <translation>Una nota interna: el solicitante nunca la ve, y el diario la guarda con su nombre. Usted responde de los datos personales que escriba aquí: no se enmascaran. Ctrl+Intro la guarda.</translation>
        </message>
        <message>
            <source>New note</source>
            <translation>Nota nueva</translation>
        </message>
        <message>
            <source>&amp;Save note (Ctrl+Enter)</source>
            <translation>&amp;Guardar nota (Ctrl+Intro)</translation>
        </message>
        <message>
            <source>The case</source>
            <translation>El caso</translation>
        </message>
        <message>
            <source>Document {0}</source>
            <translation>Documento {0}</translation>
        </message>
        <message>
            <source>No notes yet on the case or this document.</source>
            <translation>Aún no hay notas sobre el caso ni sobre este documento.</translation>
        </message>
        <message>
            <source>Unnamed reviewer</source>
            <translation>Revisor/a sin nombre</translation>
        </message>
        <message>
            <source>on {0}</source>
            <translation>sobre {0}</translation>
        </message>
        <message>
            <source>on the case</source>
            <translation>sobre el caso</translation>
        </message>
        <message>
            <source>The note was not saved: {0} Your text is still in the box.</source>
            <translation>La nota no se guardó: {0} Su texto sigue en el cuadro.</translation>
        </message>
    </context>
    <context>
        <name>OrderToolsBar</name>
        <message>
            <source>Sandbox:</source>
            <translation>Sandbox:</translation>
        </message>
        <message>
            <source>Move the selected order by hand (sandbox only)</source>
            <translation>Mover a mano la orden seleccionada (solo sandbox)</translation>
        </message>
        <message>
            <source>Adva&amp;nce to…</source>
            <translation>Avan&amp;zar a…</translation>
        </message>
        <message>
            <source>Validate OTP</source>
            <translation>Validar &amp;OTP</translation>
        </message>
        <message>
            <source>Validate the selected payout's OTP with the sandbox's code {0}</source>
            <translation>Validar la OTP del pago seleccionado con el código del sandbox {0}</translation>
        </message>
        <message>
            <source>This order's state is {0}: a settled or failed order is final.</source>
            <translation>El estado de esta orden es {0}: una orden liquidada o fallida es definitiva.</translation>
        </message>
    </context>
    <context>
        <name>OrdersExport</name>
        <message>
            <source>Export orders</source>
            <translation>Exportar órdenes</translation>
        </message>
        <message>
            <source>CSV (*.csv)</source>
            <translation>CSV (*.csv)</translation>
        </message>
        <message>
            <source>Exporting orders…</source>
            <translation>Exportando órdenes…</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>Exportar</translation>
        </message>
        <message>
            <source>The orders could not be saved to {0}: {1}. Choose another folder.</source>
            <translation>No se pudieron guardar las órdenes en {0}: {1}. Elija otra carpeta.</translation>
        </message>
        <message>
            <source>Exported {0} order to {1}; its times are in UTC.</source>
            <translation>Se exportó {0} orden a {1}; sus horas están en UTC.</translation>
        </message>
        <message>
            <source>Exported {0} orders to {1}; their times are in UTC.</source>
            <translation>Se exportaron {0} órdenes a {1}; sus horas están en UTC.</translation>
        </message>
    </context>
    <context>
        <name>OrdersTable</name>
        <message>
            <source>Copy order id</source>
            <translation>Copiar el id de la orden</translation>
        </message>
        <message>
            <source>Created</source>
            <translation>Creada</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Tipo</translation>
        </message>
        <message>
            <source>State</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>Origin</source>
            <translation>Origen</translation>
        </message>
        <message>
            <source>Destination</source>
            <translation>Destino</translation>
        </message>
        <message>
            <source>Fee</source>
            <translation>Comisión</translation>
        </message>
        <message>
            <source>Counterparty</source>
            <translation>Contraparte</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>Referencia</translation>
        </message>
        <message>
            <source>ID</source>
            <translation>ID</translation>
        </message>
        <message>
            <source>When the order was created, in {0}. Click to sort newest or oldest first.</source>
            <translation>Cuándo se creó la orden, en {0}. Haga clic para ordenar de la más reciente a la más antigua o al revés.</translation>
        </message>
        <message>
            <source>The kind of order</source>
            <translation>El tipo de orden</translation>
        </message>
        <message>
            <source>Where the order is in its life</source>
            <translation>En qué punto de su vida está la orden</translation>
        </message>
        <message>
            <source>The amount that left or arrived first</source>
            <translation>El importe que salió o llegó primero</translation>
        </message>
        <message>
            <source>The amount delivered</source>
            <translation>El importe entregado</translation>
        </message>
        <message>
            <source>The fee charged for the order</source>
            <translation>La comisión cobrada por la orden</translation>
        </message>
        <message>
            <source>Counterparty: who the money came from or went to</source>
            <translation>Contraparte: de quién vino o a quién fue el dinero</translation>
        </message>
        <message>
            <source>Reference: the order's own reference</source>
            <translation>Referencia: la referencia propia de la orden</translation>
        </message>
        <message>
            <source>Order id: Ctrl+C copies the selected order's whole id</source>
            <translation>Id de la orden: Ctrl+C copia el id entero de la orden seleccionada</translation>
        </message>
    </context>
    <context>
        <name>OrdersWorkspace</name>
        <message>
            <source>Search by order id or reference</source>
            <translation>Buscar por id de orden o referencia</translation>
        </message>
        <message>
            <source>Search orders</source>
            <translation>Buscar órdenes</translation>
        </message>
        <message>
            <source>&amp;Refresh</source>
            <translation>Actua&amp;lizar</translation>
        </message>
        <message>
            <source>Auto every</source>
            <translation>Auto. cada</translation>
        </message>
        <message>
            <source>Auto-refresh interval in seconds</source>
            <translation>Intervalo de actualización automática en segundos</translation>
        </message>
        <message>
            <source>T&amp;imes in UTC</source>
            <translation>&amp;Horas en UTC</translation>
        </message>
        <message>
            <source>Le&amp;dger…</source>
            <translation>Li&amp;bro mayor…</translation>
        </message>
        <message>
            <source>Show times in UTC rather than this computer's time (exports are in UTC)</source>
            <translation>Mostrar las horas en UTC en vez de la hora de este equipo (las exportaciones van en UTC)</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>Exportar CSV…</translation>
        </message>
        <message>
            <source>This account's ledger transactions</source>
            <translation>Las transacciones del libro mayor de esta cuenta</translation>
        </message>
        <message>
            <source>Columns</source>
            <translation>Columnas</translation>
        </message>
        <message>
            <source>Orders</source>
            <translation>Órdenes</translation>
        </message>
        <message>
            <source>Enter a user id and an account id, or look at all merchant orders.</source>
            <translation>Escriba un id de usuario y un id de cuenta, o vea todas las órdenes del comercio.</translation>
        </message>
        <message>
            <source>{0} order</source>
            <translation>{0} orden</translation>
        </message>
        <message>
            <source>{0} orders</source>
            <translation>{0} órdenes</translation>
        </message>
        <message>
            <source>{1} of {0} order</source>
            <translation>{1} de {0} orden</translation>
        </message>
        <message>
            <source>{1} of {0} orders</source>
            <translation>{1} de {0} órdenes</translation>
        </message>
        <message>
            <source>The server refused a condition; see the message at its row.</source>
            <translation>El servidor rechazó una condición; vea el mensaje en su fila.</translation>
        </message>
        <message>
            <source>Enter a user id and an account id to see its ledger.</source>
            <translation>Escriba un id de usuario y un id de cuenta para ver su libro mayor.</translation>
        </message>
        <message>
            <source>Enter a user id and an account id to export.</source>
            <translation>Escriba un id de usuario y un id de cuenta para exportar.</translation>
        </message>
    </context>
    <context>
        <name>OtherDesks</name>
        <message>
            <source>Teller cannot reach the team review store {0} ({1}), so what other reviewers do does not show here now. It keeps trying; check the network or ask whoever runs the store.</source>
            <translation>Teller no puede contactar con el almacén de revisión del equipo {0} ({1}), así que lo que hacen otras personas revisoras no se muestra aquí por ahora. Sigue intentándolo; compruebe la red o consulte a quien gestione el almacén.</translation>
        </message>
        <message>
            <source>An entry of the team review store did not verify (entry {0}: {1}), so Teller shows nothing from it or after it, and writes nothing more there; your action was carried out. Someone may have changed the store by hand: run Verify in the journal view and tell whoever keeps your records.</source>
            <translation>Una entrada del almacén de revisión del equipo no superó la verificación (entrada {0}: {1}), así que Teller no muestra nada de ella ni de lo posterior, y no escribe nada más allí; su acción se llevó a cabo. Puede que alguien haya cambiado el almacén a mano: ejecute Verificar en la vista del diario y avise a quien custodie sus registros.</translation>
        </message>
    </context>
    <context>
        <name>OtpDialog</name>
        <message>
            <source>One-time password</source>
            <translation>Contraseña de un solo uso</translation>
        </message>
        <message>
            <source>This payout waits for its one-time password before it moves. Enter the code the user received (in the sandbox it is always 123456).</source>
            <translation>Este pago espera su contraseña de un solo uso para avanzar. Escriba el código que recibió el usuario (en el sandbox siempre es 123456).</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Código</translation>
        </message>
        <message>
            <source>Validate</source>
            <translation>Validar</translation>
        </message>
        <message>
            <source>Enter the code.</source>
            <translation>Escriba el código.</translation>
        </message>
    </context>
    <context>
        <name>OtpNote</name>
        <message>
            <source>If the server asks for an OTP, Teller says so once the payout is made; validating it happens outside this app.</source>
            <translation>Si el servidor pide una OTP, Teller lo indica una vez hecho el pago; la validación ocurre fuera de esta aplicación.</translation>
        </message>
        <message>
            <source>An OTP will be needed if the debit, fee included, reaches {0}.</source>
            <translation>Hará falta una OTP si el cargo, comisión incluida, llega a {0}.</translation>
        </message>
        <message>
            <source>This payout will need an OTP: the sandbox asks for one from {0}.</source>
            <translation>Este pago necesitará una OTP: el sandbox la pide a partir de {0}.</translation>
        </message>
        <message>
            <source>No OTP needed: the sandbox asks for one from a debit of {0}.</source>
            <translation>No hace falta OTP: el sandbox la pide a partir de un cargo de {0}.</translation>
        </message>
    </context>
    <context>
        <name>OutcomeBox</name>
        <message>
            <source>Sandbox</source>
            <translation>Sandbox</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Reintentar</translation>
        </message>
    </context>
    <context>
        <name>OwnershipView</name>
        <message>
            <source>declared</source>
            <translation>declarado</translation>
        </message>
        <message>
            <source>certificate (scanned)</source>
            <translation>certificado (escaneado)</translation>
        </message>
        <message>
            <source>certificate</source>
            <translation>certificado</translation>
        </message>
        <message>
            <source>{0} {1}</source>
            <translation>{0} {1}</translation>
        </message>
        <message>
            <source>No shareholder record</source>
            <translation>Sin ficha de accionista</translation>
        </message>
        <message>
            <source>Shareholder record; no KYC started</source>
            <translation>Ficha de accionista; sin KYC iniciado</translation>
        </message>
        <message>
            <source>KYC {0}: not passed</source>
            <translation>KYC {0}: no superado</translation>
        </message>
        <message>
            <source>KYC {0}</source>
            <translation>KYC {0}</translation>
        </message>
        <message>
            <source>Owner</source>
            <translation>Titular</translation>
        </message>
        <message>
            <source>Share</source>
            <translation>Participación</translation>
        </message>
        <message>
            <source>Record and KYC</source>
            <translation>Ficha y KYC</translation>
        </message>
        <message>
            <source>Stated in</source>
            <translation>Según</translation>
        </message>
        <message>
            <source>Identity document</source>
            <translation>Documento de identidad</translation>
        </message>
        <message>
            <source>Ownership</source>
            <translation>Titularidad</translation>
        </message>
        <message>
            <source>Ownership has not been read yet.</source>
            <translation>La titularidad aún no se ha leído.</translation>
        </message>
        <message>
            <source>Neither the certificate nor the declared details name the owners of this business.</source>
            <translation>Ni el certificado ni los datos declarados nombran a los titulares de esta empresa.</translation>
        </message>
        <message>
            <source>The business</source>
            <translation>La empresa</translation>
        </message>
        <message>
            <source>The sources state different shares.</source>
            <translation>Las fuentes indican participaciones distintas.</translation>
        </message>
        <message>
            <source>An owner of 25 % or more needs a shareholder record and a KYC before the case is approved.</source>
            <translation>Un titular del 25 % o más necesita una ficha de accionista y un KYC antes de aprobar el caso.</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>The shares do not add up to 100 %: {0}.</source>
            <translation>Las participaciones no suman 100 %: {0}.</translation>
        </message>
        <message>
            <source>The owners' shares add up to {0}: the sources name different owners.</source>
            <translation>Las participaciones de los titulares suman {0}: las fuentes nombran titulares distintos.</translation>
        </message>
        <message>
            <source>No source states a share.</source>
            <translation>Ninguna fuente indica una participación.</translation>
        </message>
    </context>
    <context>
        <name>PageThumbnails</name>
        <message>
            <source>Pages</source>
            <translation>Páginas</translation>
        </message>
        <message>
            <source>Page {0}</source>
            <translation>Página {0}</translation>
        </message>
    </context>
    <context>
        <name>PagedDocument</name>
        <message>
            <source>Page {0} of {1}</source>
            <translation>Página {0} de {1}</translation>
        </message>
    </context>
    <context>
        <name>PayloadTree</name>
        <message>
            <source>Member</source>
            <translation>Miembro</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Valor</translation>
        </message>
        <message>
            <source>Whole kyc payload</source>
            <translation>Contenido kyc completo</translation>
        </message>
        <message>
            <source>Masked {0}: Enter or double-click reveals it</source>
            <translation>{0} enmascarado: Intro o doble clic lo muestra</translation>
        </message>
    </context>
    <context>
        <name>PayoutFormBase</name>
        <message>
            <source>Review and send…</source>
            <translation>Revisar y enviar…</translation>
        </message>
        <message>
            <source>Ctrl+Enter</source>
            <translation>Ctrl+Intro</translation>
        </message>
        <message>
            <source>New payout</source>
            <translation>Nuevo pago</translation>
        </message>
        <message>
            <source>Start again with an empty form</source>
            <translation>Empezar de nuevo con el formulario vacío</translation>
        </message>
        <message>
            <source>Repeat this payout…</source>
            <translation>Repetir este pago…</translation>
        </message>
        <message>
            <source>Send the same payout again: the form opens for review with its values</source>
            <translation>Enviar otra vez el mismo pago: el formulario se abre con sus valores para revisarlo</translation>
        </message>
        <message>
            <source>Some fields need attention; see the messages beside them.</source>
            <translation>Algunos campos necesitan atención; vea los mensajes a su lado.</translation>
        </message>
        <message>
            <source>The account to pay from is still loading; wait.</source>
            <translation>La cuenta desde la que pagar aún se está cargando; espere.</translation>
        </message>
        <message>
            <source>From</source>
            <translation>Desde</translation>
        </message>
        <message>
            <source>Send again</source>
            <translation>Enviar de nuevo</translation>
        </message>
        <message>
            <source>The account to pay from changed while you confirmed; nothing was sent.</source>
            <translation>La cuenta desde la que pagar cambió mientras confirmaba; no se envió nada.</translation>
        </message>
        <message>
            <source>Payout created: {0}.</source>
            <translation>Pago creado: {0}.</translation>
        </message>
        <message>
            <source>The payout from {0} was not sent: {1}</source>
            <translation>El pago desde {0} no se envió: {1}</translation>
        </message>
        <message>
            <source>Payout {0} was created from {1}, not from the account now chosen; see it in that account's orders.</source>
            <translation>El pago {0} se creó desde {1}, no desde la cuenta elegida ahora; véalo en las órdenes de esa cuenta.</translation>
        </message>
        <message>
            <source>The same payout ({0} to {1}) was sent from this account at {2}: order {3}. Send it again only if a second payout is meant.</source>
            <translation>El mismo pago ({0} a {1}) se envió desde esta cuenta a las {2}: orden {3}. Envíelo de nuevo solo si se quiere un segundo pago.</translation>
        </message>
        <message>
            <source>Send this payout?</source>
            <translation>¿Enviar este pago?</translation>
        </message>
    </context>
    <context>
        <name>PayoutFormFields</name>
        <message>
            <source>Debit exactly</source>
            <translation>Cargar exactamente</translation>
        </message>
        <message>
            <source>Recipient receives exactly</source>
            <translation>El destinatario recibe exactamente</translation>
        </message>
        <message>
            <source>Amount mode</source>
            <translation>Modo del importe</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importe</translation>
        </message>
        <message>
            <source>Recipient gets</source>
            <translation>El destinatario recibe</translation>
        </message>
        <message>
            <source>Open an account to pay from first.</source>
            <translation>Abra primero la cuenta desde la que pagar.</translation>
        </message>
    </context>
    <context>
        <name>PayoutNotifier</name>
        <message>
            <source>Payout failed</source>
            <translation>Pago fallido</translation>
        </message>
        <message>
            <source>Payout settled</source>
            <translation>Pago liquidado</translation>
        </message>
        <message>
            <source>{0} of {1} to {2} ({3}).</source>
            <translation>{0} de {1} a {2} ({3}).</translation>
        </message>
    </context>
    <context>
        <name>PayoutReceipt</name>
        <message>
            <source>Created</source>
            <translation>Creada</translation>
        </message>
        <message>
            <source>Cancellation requested</source>
            <translation>Cancelación solicitada</translation>
        </message>
        <message>
            <source>Settled</source>
            <translation>Liquidada</translation>
        </message>
        <message>
            <source>Failed</source>
            <translation>Fallida</translation>
        </message>
        <message>
            <source>Cancelled</source>
            <translation>Cancelada</translation>
        </message>
        <message>
            <source>Reversed</source>
            <translation>Revertida</translation>
        </message>
        <message>
            <source>Last updated</source>
            <translation>Última actualización</translation>
        </message>
        <message>
            <source>Receipt for payout {0}</source>
            <translation>Comprobante del pago {0}</translation>
        </message>
        <message>
            <source>{0} (merchant {1} + system {2})</source>
            <translation>{0} (comercio {1} + sistema {2})</translation>
        </message>
        <message>
            <source>{0} @ {1}, quoted at {2}</source>
            <translation>{0} @ {1}, cotizado el {2}</translation>
        </message>
        <message>
            <source>Order id</source>
            <translation>Id de orden</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>Referencia</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Tipo</translation>
        </message>
        <message>
            <source>State</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>Description</source>
            <translation>Descripción</translation>
        </message>
        <message>
            <source>Sender account</source>
            <translation>Cuenta emisora</translation>
        </message>
        <message>
            <source>Origin</source>
            <translation>Origen</translation>
        </message>
        <message>
            <source>Destination</source>
            <translation>Destino</translation>
        </message>
        <message>
            <source>Fee</source>
            <translation>Comisión</translation>
        </message>
        <message>
            <source>Exchange rate</source>
            <translation>Tipo de cambio</translation>
        </message>
        <message>
            <source>Amounts</source>
            <translation>Importes</translation>
        </message>
        <message>
            <source>Recipient</source>
            <translation>Destinatario</translation>
        </message>
        <message>
            <source>Counterparty</source>
            <translation>Contraparte</translation>
        </message>
        <message>
            <source>The API gives no detail of this payout: its recipient is the counterparty the order names.</source>
            <translation>La API no da el detalle de este pago: su destinatario es la contraparte que indica la orden.</translation>
        </message>
        <message>
            <source>State history</source>
            <translation>Historial de estados</translation>
        </message>
        <message>
            <source>The API keeps no list of an order's state changes: these are the moments its record carries. When it went through other states (such as {0}) is not given.</source>
            <translation>La API no guarda una lista de los cambios de estado de una orden: estos son los momentos que constan en su registro. No indica cuándo pasó por otros estados (como {0}).</translation>
        </message>
        <message>
            <source>Made by Teller at {0}. Personal data is masked.</source>
            <translation>Generado por Teller el {0}. Los datos personales están enmascarados.</translation>
        </message>
        <message>
            <source>Payout {0}</source>
            <translation>Pago {0}</translation>
        </message>
    </context>
    <context>
        <name>PayoutResult</name>
        <message>
            <source>Last payout</source>
            <translation>Último pago</translation>
        </message>
        <message>
            <source>the order id</source>
            <translation>el id de la orden</translation>
        </message>
        <message>
            <source>Show in Orders</source>
            <translation>Ver en Órdenes</translation>
        </message>
        <message>
            <source>Enter OTP…</source>
            <translation>Introducir OTP…</translation>
        </message>
        <message>
            <source>{0}: {1} → {2} ({3}); fee {4}.</source>
            <translation>{0}: {1} → {2} ({3}); comisión {4}.</translation>
        </message>
        <message>
            <source>This payout waits for its OTP before it moves.</source>
            <translation>Este pago espera su OTP para avanzar.</translation>
        </message>
        <message>
            <source>This payout needs an OTP. The API does not show how it is validated: that happens outside Teller. Its state here follows the server.</source>
            <translation>Este pago necesita una OTP. La API no muestra cómo se valida: eso ocurre fuera de Teller. Su estado aquí sigue al del servidor.</translation>
        </message>
    </context>
    <context>
        <name>PayoutsWorkspace</name>
        <message>
            <source>User id</source>
            <translation>Id de usuario</translation>
        </message>
        <message>
            <source>Account id</source>
            <translation>Id de cuenta</translation>
        </message>
        <message>
            <source>&amp;Use account</source>
            <translation>Usar cu&amp;enta</translation>
        </message>
        <message>
            <source>No account chosen</source>
            <translation>Ninguna cuenta elegida</translation>
        </message>
        <message>
            <source>&amp;Bank payout</source>
            <translation>Pago &amp;bancario</translation>
        </message>
        <message>
            <source>Car&amp;d pay-in</source>
            <translation>Cobro con tar&amp;jeta</translation>
        </message>
        <message>
            <source>Pay from</source>
            <translation>Pagar desde</translation>
        </message>
        <message>
            <source>or by id:</source>
            <translation>o por id:</translation>
        </message>
        <message>
            <source>C&amp;rypto payout</source>
            <translation>Pago cr&amp;ipto</translation>
        </message>
        <message>
            <source>Transfer prev&amp;iew</source>
            <translation>Vista previa de &amp;transferencia</translation>
        </message>
        <message>
            <source>User</source>
            <translation>Usuari&amp;o</translation>
        </message>
        <message>
            <source>Accou&amp;nt</source>
            <translation>Cue&amp;nta</translation>
        </message>
        <message>
            <source>Enter the user id and the account id to pay from.</source>
            <translation>Escriba el id de usuario y el id de la cuenta desde la que pagar.</translation>
        </message>
        <message>
            <source>User {0}
Account {1}</source>
            <translation>Usuario {0}
Cuenta {1}</translation>
        </message>
        <message>
            <source>Loading account…</source>
            <translation>Cargando la cuenta…</translation>
        </message>
        <message>
            <source>Account {0} could not be loaded</source>
            <translation>No se pudo cargar la cuenta {0}</translation>
        </message>
        <message>
            <source>Available {0}</source>
            <translation>Disponible {0}</translation>
        </message>
        <message>
            <source>{0} · balance {1} · pending out {2} · pending in {3}</source>
            <translation>{0} · saldo {1} · salidas pendientes {2} · entradas pendientes {3}</translation>
        </message>
    </context>
    <context>
        <name>PeriodBar</name>
        <message>
            <source>This month</source>
            <translation>Este mes</translation>
        </message>
        <message>
            <source>Last month</source>
            <translation>El mes pasado</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>Personalizado</translation>
        </message>
        <message>
            <source>Period</source>
            <translation>Periodo</translation>
        </message>
        <message>
            <source>From</source>
            <translation>Desde</translation>
        </message>
        <message>
            <source>To</source>
            <translation>Hasta</translation>
        </message>
        <message>
            <source>&amp;Period:</source>
            <translation>&amp;Periodo:</translation>
        </message>
        <message>
            <source>&amp;From</source>
            <translation>D&amp;esde</translation>
        </message>
        <message>
            <source>&amp;To</source>
            <translation>&amp;Hasta</translation>
        </message>
    </context>
    <context>
        <name>PersonalData</name>
        <message>
            <source>IBAN</source>
            <translation>IBAN</translation>
        </message>
        <message>
            <source>account number</source>
            <translation>número de cuenta</translation>
        </message>
        <message>
            <source>document number</source>
            <translation>número de documento</translation>
        </message>
        <message>
            <source>national id</source>
            <translation>documento nacional de identidad</translation>
        </message>
        <message>
            <source>e-mail</source>
            <translation>correo electrónico</translation>
        </message>
        <message>
            <source>date of birth</source>
            <translation>fecha de nacimiento</translation>
        </message>
        <message>
            <source>address</source>
            <translation>dirección</translation>
        </message>
        <message>
            <source>IP address</source>
            <translation>Dirección IP</translation>
        </message>
        <message>
            <source>device</source>
            <translation>dispositivo</translation>
        </message>
        <message>
            <source>browser string</source>
            <translation>identificador del navegador</translation>
        </message>
        <message>
            <source>photo</source>
            <translation>foto</translation>
        </message>
        <message>
            <source>phone</source>
            <translation>teléfono</translation>
        </message>
        <message>
            <source>owners' documents</source>
            <translation>documentos de los titulares</translation>
        </message>
    </context>
    <context>
        <name>Printout</name>
        <message>
            <source>Save as PDF</source>
            <translation>Guardar como PDF</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>Archivos PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Saved to {0}.</source>
            <translation>Guardado en {0}.</translation>
        </message>
        <message>
            <source>{0} page sent to {1}.</source>
            <translation>{0} página enviada a {1}.</translation>
        </message>
        <message>
            <source>{0} pages sent to {1}.</source>
            <translation>{0} páginas enviadas a {1}.</translation>
        </message>
    </context>
    <context>
        <name>ProductionFrame</name>
        <message>
            <source>PRODUCTION — {0} — actions here change real data and move real money</source>
            <translation>PRODUCCIÓN — {0} — aquí las acciones cambian datos reales y mueven dinero real</translation>
        </message>
    </context>
    <context>
        <name>ProductionGuard</name>
        <message>
            <source>{0} is read-only: nothing was sent. Choose File &gt; Unlock for this session to make changes.</source>
            <translation>{0} es de solo lectura: no se envió nada. Elija Archivo &gt; Desbloquear para esta sesión para hacer cambios.</translation>
        </message>
        <message>
            <source>This production action needs a typed confirmation; nothing was sent.</source>
            <translation>Esta acción en producción necesita una confirmación escrita; no se envió nada.</translation>
        </message>
        <message>
            <source>Not confirmed: nothing was sent.</source>
            <translation>No confirmado: no se envió nada.</translation>
        </message>
        <message>
            <source>What was typed does not match {0}: nothing was sent. Try again.</source>
            <translation>Lo escrito no coincide con {0}: no se envió nada. Vuelva a intentarlo.</translation>
        </message>
    </context>
    <context>
        <name>ProfilesDialog</name>
        <message>
            <source>Environments</source>
            <translation>Entornos</translation>
        </message>
        <message>
            <source>&amp;Add</source>
            <translation>&amp;Añadir</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>&amp;Quitar</translation>
        </message>
        <message>
            <source>Sandbox (made-up data)</source>
            <translation>Sandbox (datos inventados)</translation>
        </message>
        <message>
            <source>Staging</source>
            <translation>Preproducción</translation>
        </message>
        <message>
            <source>Production (real money)</source>
            <translation>Producción (dinero real)</translation>
        </message>
        <message>
            <source>the kind's colour</source>
            <translation>el color del tipo</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>Color</translation>
        </message>
        <message>
            <source>C&amp;hoose…</source>
            <translation>&amp;Elegir…</translation>
        </message>
        <message>
            <source>Rea&amp;d-only: refuse every change until unlocked</source>
            <translation>So&amp;lo lectura: rechazar cualquier cambio hasta desbloquearlo</translation>
        </message>
        <message>
            <source>&amp;Four-eyes decisions: approve and reject need a second reviewer</source>
            <translation>Decisiones a cuatro o&amp;jos: aprobar y rechazar requieren un segundo revisor</translation>
        </message>
        <message>
            <source>On by default for production, off for the sandbox and staging.</source>
            <translation>Activado por defecto en producción, desactivado en el sandbox y en preproducción.</translation>
        </message>
        <message>
            <source>this desk's own file</source>
            <translation>el archivo propio de este puesto</translation>
        </message>
        <message>
            <source>Review store</source>
            <translation>Almacén de revisión</translation>
        </message>
        <message>
            <source>A team's shared review store: postgresql://user@host/database. Leave it empty to keep the review on this desk.</source>
            <translation>El almacén de revisión compartido de un equipo: postgresql://usuario@servidor/base_de_datos. Déjelo vacío para guardar la revisión en este puesto.</translation>
        </message>
        <message>
            <source>Review store password</source>
            <translation>Contraseña del almacén de revisión</translation>
        </message>
        <message>
            <source>kept in the keyring</source>
            <translation>se guarda en el llavero</translation>
        </message>
        <message>
            <source>&amp;Name</source>
            <translation>&amp;Nombre</translation>
        </message>
        <message>
            <source>Base &amp;URL</source>
            <translation>&amp;URL base</translation>
        </message>
        <message>
            <source>&amp;Kind</source>
            <translation>&amp;Tipo</translation>
        </message>
        <message>
            <source>C&amp;olour</source>
            <translation>C&amp;olor</translation>
        </message>
        <message>
            <source>API &amp;code</source>
            <translation>Có&amp;digo de API</translation>
        </message>
        <message>
            <source>The API key is asked at sign-in and kept in the keyring.</source>
            <translation>La clave de API se pide al iniciar sesión y se guarda en el llavero.</translation>
        </message>
        <message>
            <source>Review s&amp;tore</source>
            <translation>Al&amp;macén de revisión</translation>
        </message>
        <message>
            <source>Store &amp;password</source>
            <translation>Contra&amp;seña del almacén</translation>
        </message>
        <message>
            <source>&amp;Environments</source>
            <translation>Ento&amp;rnos</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Guardar</translation>
        </message>
        <message>
            <source>Cance&amp;l</source>
            <translation>&amp;Cancelar</translation>
        </message>
        <message>
            <source>New server</source>
            <translation>Servidor nuevo</translation>
        </message>
        <message>
            <source>Environment colour</source>
            <translation>Color del entorno</translation>
        </message>
        <message>
            <source>Give every environment a name.</source>
            <translation>Dé un nombre a cada entorno.</translation>
        </message>
        <message>
            <source>Two environments are named {0}; names must differ.</source>
            <translation>Dos entornos se llaman {0}; los nombres deben ser distintos.</translation>
        </message>
        <message>
            <source>Enter the address of {0}, e.g. https://api.example.com.</source>
            <translation>Escriba la dirección de {0}, p. ej. https://api.example.com.</translation>
        </message>
        <message>
            <source>{0}: the colour is not one Teller knows (e.g. #c62828).</source>
            <translation>{0}: Teller no conoce ese color (p. ej. #c62828).</translation>
        </message>
        <message>
            <source>{0}: a review store is a PostgreSQL address starting with postgresql://.</source>
            <translation>{0}: un almacén de revisión es una dirección de PostgreSQL que empieza por postgresql://.</translation>
        </message>
        <message>
            <source>{0}: leave the password out of the review store's address and type it in the password field; it is kept in the keyring.</source>
            <translation>{0}: no ponga la contraseña en la dirección del almacén de revisión, escríbala en el campo de contraseña; se guarda en el llavero.</translation>
        </message>
        <message>
            <source>{0}: the review store's address needs a server (postgresql://user@host/database).</source>
            <translation>{0}: la dirección del almacén de revisión necesita un servidor (postgresql://usuario@servidor/base_de_datos).</translation>
        </message>
        <message>
            <source>{0}: the review store's address needs a database name after the server.</source>
            <translation>{0}: la dirección del almacén de revisión necesita el nombre de una base de datos tras el servidor.</translation>
        </message>
    </context>
    <context>
        <name>QueueFlags</name>
        <message>
            <source>Teller could not compute this case's evidence ({0}); open the case to see its documents, and try again with Refresh.</source>
            <translation>Teller no pudo calcular la evidencia de este caso ({0}); abra el caso para ver sus documentos y vuelva a intentarlo con Actualizar.</translation>
        </message>
    </context>
    <context>
        <name>QuotePreview</name>
        <message>
            <source>Refresh quote</source>
            <translation>Actualizar cotización</translation>
        </message>
        <message>
            <source>Enter an amount to see what it costs.</source>
            <translation>Escriba un importe para ver lo que cuesta.</translation>
        </message>
        <message>
            <source>Debited</source>
            <translation>Cargado</translation>
        </message>
        <message>
            <source>Received</source>
            <translation>Recibido</translation>
        </message>
        <message>
            <source>Fee</source>
            <translation>Comisión</translation>
        </message>
        <message>
            <source>Rate</source>
            <translation>Tipo de cambio</translation>
        </message>
        <message>
            <source>Quote used</source>
            <translation>Cotización usada</translation>
        </message>
        <message>
            <source>Quote from the server; it holds until the countdown ends.</source>
            <translation>Cotización del servidor; vale hasta que acabe la cuenta atrás.</translation>
        </message>
        <message>
            <source> (merchant {0} + system {1})</source>
            <translation> (comercio {0} + sistema {1})</translation>
        </message>
        <message>
            <source>{0} buys {1} {2} at this rate; amounts have two decimals, so the recipient gets {3} (rounded down to a hundredth).</source>
            <translation>{0} compran {1} {2} a este tipo; los importes tienen dos decimales, así que el destinatario recibe {3} (redondeado a la baja a la centésima).</translation>
        </message>
        <message>
            <source>{0} buys {1} {2} at this rate; amounts have two decimals, so the recipient gets {3} (rounded up to a hundredth).</source>
            <translation>{0} compran {1} {2} a este tipo; los importes tienen dos decimales, así que el destinatario recibe {3} (redondeado al alza a la centésima).</translation>
        </message>
        <message>
            <source>Asking the server for a quote…</source>
            <translation>Pidiendo una cotización al servidor…</translation>
        </message>
        <message>
            <source>This quote was expired in the sandbox (Expire quotes now); nothing can be sent on it. Refresh the quote, then review and send.</source>
            <translation>Esta cotización se hizo caducar en el sandbox (Hacer caducar las cotizaciones ahora); no se puede enviar nada con ella. Actualice la cotización y después revise y envíe.</translation>
        </message>
        <message>
            <source>This quote has expired. Refresh the quote, then review and send.</source>
            <translation>Esta cotización ha caducado. Actualice la cotización y después revise y envíe.</translation>
        </message>
        <message>
            <source>Quote expired</source>
            <translation>Cotización caducada</translation>
        </message>
        <message>
            <source>Quote expires in {0} s: send now or refresh it</source>
            <translation>La cotización caduca en {0} s: envíe ya o actualícela</translation>
        </message>
        <message>
            <source>Quote valid for {0} s</source>
            <translation>Cotización válida durante {0} s</translation>
        </message>
    </context>
    <context>
        <name>QuoteValidityDialog</name>
        <message>
            <source>Quote validity</source>
            <translation>Validez de las cotizaciones</translation>
        </message>
        <message>
            <source>Asking the sandbox…</source>
            <translation>Consultando al sandbox…</translation>
        </message>
        <message>
            <source>Seconds, e.g. 30</source>
            <translation>Segundos, p. ej. 30</translation>
        </message>
        <message>
            <source>New quotes &amp;last (seconds)</source>
            <translation>Las cotizaciones nuevas &amp;duran (segundos)</translation>
        </message>
        <message>
            <source>Quotes already given keep the end they were given with.</source>
            <translation>Las cotizaciones ya dadas conservan el vencimiento con que se dieron.</translation>
        </message>
        <message>
            <source>The current value could not be read.</source>
            <translation>No se pudo leer el valor actual.</translation>
        </message>
        <message>
            <source>Quotes last {0} s now; the sandbox's default is {1} s.</source>
            <translation>Ahora las cotizaciones duran {0} s; el valor predeterminado del sandbox es {1} s.</translation>
        </message>
        <message>
            <source>Enter how many seconds a quote lasts: a number from {0} to {1}, for example 30 or 2.5.</source>
            <translation>Indique cuántos segundos dura una cotización: un número de {0} a {1}, por ejemplo 30 o 2,5.</translation>
        </message>
    </context>
    <context>
        <name>RateLimitAction</name>
        <message>
            <source>Rate &amp;limit</source>
            <translation>&amp;Límite de peticiones</translation>
        </message>
        <message>
            <source>Limit this merchant's requests as a live server would (429 when too many)</source>
            <translation>Limitar las peticiones de este comercio como haría un servidor real (429 si son demasiadas)</translation>
        </message>
        <message>
            <source>Rate limit on: at most {0} requests a second (bursts of {1}); more are answered 429 with Retry-After.</source>
            <translation>Límite de peticiones activado: como mucho {0} peticiones por segundo (ráfagas de {1}); las demás se responden con 429 y Retry-After.</translation>
        </message>
        <message>
            <source>Rate limit off: the sandbox answers every request at once.</source>
            <translation>Límite de peticiones desactivado: el sandbox responde a todas las peticiones al momento.</translation>
        </message>
    </context>
    <context>
        <name>ReloginDialog</name>
        <message>
            <source>Session expired</source>
            <translation>Sesión caducada</translation>
        </message>
        <message>
            <source>Stay signed in</source>
            <translation>Seguir conectado</translation>
        </message>
        <message>
            <source>Your session with {0} has expired. Sign in again to carry on where you were.</source>
            <translation>Su sesión con {0} ha caducado. Vuelva a iniciar sesión para seguir donde estaba.</translation>
        </message>
        <message>
            <source>Your session with {0} is about to end. Type the API key to stay signed in.</source>
            <translation>Su sesión con {0} está a punto de terminar. Escriba la clave de API para seguir conectado.</translation>
        </message>
        <message>
            <source>API code</source>
            <translation>Código de API</translation>
        </message>
        <message>
            <source>API &amp;key</source>
            <translation>&amp;Clave de API</translation>
        </message>
        <message>
            <source>Sign in</source>
            <translation>Iniciar sesión</translation>
        </message>
        <message>
            <source>The API key is wrong.</source>
            <translation>La clave de API no es correcta.</translation>
        </message>
    </context>
    <context>
        <name>RequestLog</name>
        <message>
            <source>Time</source>
            <translation>Hora</translation>
        </message>
        <message>
            <source>Method</source>
            <translation>Método</translation>
        </message>
        <message>
            <source>Path</source>
            <translation>Ruta</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Estado HTTP</translation>
        </message>
        <message>
            <source>Duration</source>
            <translation>Duración</translation>
        </message>
        <message>
            <source>Retries</source>
            <translation>Reintentos</translation>
        </message>
        <message>
            <source>Count</source>
            <translation>Veces</translation>
        </message>
        <message>
            <source>The same check repeated, answered the same: one row</source>
            <translation>La misma consulta repetida, con la misma respuesta: una fila</translation>
        </message>
        <message>
            <source>Sent {0} times, answered the same, from {1} to {2}</source>
            <translation>Enviada {0} veces, con la misma respuesta, de {1} a {2}</translation>
        </message>
        <message>
            <source>; the log holds the latest {0}, {1} dropped</source>
            <translation>; el registro guarda las {0} más recientes, {1} descartadas</translation>
        </message>
    </context>
    <context>
        <name>RequestLogDock</name>
        <message>
            <source>Request log</source>
            <translation>Registro de peticiones</translation>
        </message>
        <message>
            <source>Requests</source>
            <translation>Peticiones</translation>
        </message>
        <message>
            <source>Request details</source>
            <translation>Detalles de la petición</translation>
        </message>
        <message>
            <source>Select a request to see what was sent and received.</source>
            <translation>Seleccione una petición para ver lo que se envió y recibió.</translation>
        </message>
        <message>
            <source>Copy as cURL</source>
            <translation>Copiar como cURL</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>Borrar</translation>
        </message>
        <message>
            <source>Clear the request log</source>
            <translation>Borrar el registro de peticiones</translation>
        </message>
        <message>
            <source>Secrets (token, api key) are redacted.</source>
            <translation>Los secretos (token, clave de API) se ocultan.</translation>
        </message>
    </context>
    <context>
        <name>ResumeOffer</name>
        <message>
            <source>Teller could not look for unfinished bulk payouts ({0}). Batches interrupted earlier stay in the batch store; try again after a restart.</source>
            <translation>Teller no pudo buscar pagos en lote sin terminar ({0}). Los lotes interrumpidos antes siguen en el almacén de lotes; inténtelo de nuevo tras reiniciar.</translation>
        </message>
        <message>
            <source>Teller could not look for unfinished bulk payouts ({0}).</source>
            <translation>Teller no pudo buscar pagos en lote sin terminar ({0}).</translation>
        </message>
        <message>
            <source>A batch of {0} from {1} was interrupted before it ended. Resume it? Rows whose answer never came are sent again under their own keys, so nothing is paid twice.</source>
            <translation>Un lote de {0} desde {1} se interrumpió antes de terminar. ¿Reanudarlo? Las filas cuya respuesta nunca llegó se envían de nuevo con sus propias claves, así que nada se paga dos veces.</translation>
        </message>
        <message>
            <source>{0} payout</source>
            <translation>{0} pago</translation>
        </message>
        <message>
            <source>{0} payouts</source>
            <translation>{0} pagos</translation>
        </message>
        <message>
            <source>Unfinished bulk payouts</source>
            <translation>Pagos en lote sin terminar</translation>
        </message>
        <message>
            <source>&amp;Resume</source>
            <translation>&amp;Reanudar</translation>
        </message>
        <message>
            <source>&amp;Later</source>
            <translation>&amp;Más tarde</translation>
        </message>
        <message>
            <source>Show &amp;results</source>
            <translation>&amp;Ver resultados</translation>
        </message>
    </context>
    <context>
        <name>ReturnBatchDialog</name>
        <message>
            <source>Return the batch</source>
            <translation>Devolver el lote</translation>
        </message>
        <message>
            <source>Why it goes back (required); Enter to return</source>
            <translation>Por qué se devuelve (obligatorio); Intro para devolverlo</translation>
        </message>
        <message>
            <source>Reason</source>
            <translation>Motivo</translation>
        </message>
        <message>
            <source>&amp;Return it</source>
            <translation>&amp;Devolverlo</translation>
        </message>
        <message>
            <source>Write why the batch is returned.</source>
            <translation>Escriba por qué se devuelve el lote.</translation>
        </message>
    </context>
    <context>
        <name>ReturnDialog</name>
        <message>
            <source>Return the proposal</source>
            <translation>Devolver la propuesta</translation>
        </message>
        <message>
            <source>Why it goes back (required); Enter to return</source>
            <translation>Por qué se devuelve (obligatorio); Intro para devolverla</translation>
        </message>
        <message>
            <source>Reason</source>
            <translation>Motivo</translation>
        </message>
        <message>
            <source>&amp;Return it</source>
            <translation>&amp;Devolverla</translation>
        </message>
        <message>
            <source>Write why the proposal is returned.</source>
            <translation>Escriba por qué se devuelve la propuesta.</translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <source>Next document</source>
            <translation>Documento siguiente</translation>
        </message>
        <message>
            <source>Previous document</source>
            <translation>Documento anterior</translation>
        </message>
        <message>
            <source>Mark the document approved</source>
            <translation>Marcar el documento como aprobado</translation>
        </message>
        <message>
            <source>Reject the document (then a number for the reason)</source>
            <translation>Rechazar el documento (luego un número para el motivo)</translation>
        </message>
        <message>
            <source>Ask for a re-upload (then a number for the reason)</source>
            <translation>Pedir que se vuelva a subir (luego un número para el motivo)</translation>
        </message>
        <message>
            <source>Decide the case (a number, a reason, Enter, Enter to confirm)</source>
            <translation>Decidir el caso (un número, un motivo, Intro, Intro para confirmar)</translation>
        </message>
        <message>
            <source>Next case in the queue</source>
            <translation>Caso siguiente de la cola</translation>
        </message>
        <message>
            <source>Show the case's flags</source>
            <translation>Mostrar las alertas del caso</translation>
        </message>
        <message>
            <source>Export the case bundle (zip, manifest, PDF report)</source>
            <translation>Exportar el expediente del caso (zip, manifiesto, informe PDF)</translation>
        </message>
        <message>
            <source>Rotate the page a quarter turn clockwise</source>
            <translation>Girar la página un cuarto de vuelta a la derecha</translation>
        </message>
        <message>
            <source>Rotate the page a quarter turn anticlockwise</source>
            <translation>Girar la página un cuarto de vuelta a la izquierda</translation>
        </message>
        <message>
            <source>Back to the queue</source>
            <translation>Volver a la cola</translation>
        </message>
        <message>
            <source>Read the case again</source>
            <translation>Volver a leer el caso</translation>
        </message>
        <message>
            <source>State moved to {0} by a testers' tool{1}</source>
            <translation>Estado pasado a {0} por una herramienta de pruebas{1}</translation>
        </message>
        <message>
            <source>Decided: {0} ({1})</source>
            <translation>Decidido: {0} ({1})</translation>
        </message>
        <message>
            <source>Fake or altered document</source>
            <translation>Documento falso o alterado</translation>
        </message>
        <message>
            <source>Does not belong to the applicant</source>
            <translation>No pertenece al solicitante</translation>
        </message>
        <message>
            <source>Wrong document</source>
            <translation>Documento equivocado</translation>
        </message>
        <message>
            <source>Expired</source>
            <translation>Caducado</translation>
        </message>
        <message>
            <source>Missing page</source>
            <translation>Falta una página</translation>
        </message>
        <message>
            <source>Unreadable or blurry</source>
            <translation>Ilegible o borroso</translation>
        </message>
        <message>
            <source>Name mismatch</source>
            <translation>El nombre no coincide</translation>
        </message>
        <message>
            <source>Address mismatch</source>
            <translation>La dirección no coincide</translation>
        </message>
        <message>
            <source>Other</source>
            <translation>Otro</translation>
        </message>
        <message>
            <source>Approved</source>
            <translation>Aprobado</translation>
        </message>
        <message>
            <source>Rejected</source>
            <translation>Rechazado</translation>
        </message>
        <message>
            <source>Re-upload requested</source>
            <translation>Nueva subida pedida</translation>
        </message>
        <message>
            <source>Approve the case</source>
            <translation>Aprobar el caso</translation>
        </message>
        <message>
            <source>Reject the case</source>
            <translation>Rechazar el caso</translation>
        </message>
        <message>
            <source>Request more information</source>
            <translation>Pedir más información</translation>
        </message>
        <message>
            <source>not reviewed</source>
            <translation>sin revisar</translation>
        </message>
        <message>
            <source>{0}: {1}</source>
            <translation>{0}: {1}</translation>
        </message>
        <message>
            <source>The session has no current document to approve on.</source>
            <translation>La sesión no tiene ningún documento actual sobre el que aprobar.</translation>
        </message>
        <message>
            <source>{0}: KYC {1}, not passed</source>
            <translation>{0}: KYC {1}, no superado</translation>
        </message>
        <message>
            <source>not started</source>
            <translation>no iniciado</translation>
        </message>
        <message>
            <source>This server cannot list the case's documents, so none can be checked (approve on the sandbox, where Teller can read them).</source>
            <translation>Este servidor no puede listar los documentos del caso, así que no se puede comprobar ninguno (apruebe en el sandbox, donde Teller puede leerlos).</translation>
        </message>
        <message>
            <source>This server cannot list the shareholders, so their KYC cannot be checked.</source>
            <translation>Este servidor no puede listar los accionistas, así que no se puede comprobar su KYC.</translation>
        </message>
        <message>
            <source>Flag not dismissed: {0}</source>
            <translation>Alerta no descartada: {0}</translation>
        </message>
        <message>
            <source>Write why: every decision needs a reason.</source>
            <translation>Escriba el motivo: toda decisión necesita uno.</translation>
        </message>
        <message>
            <source>Reason “Other” needs a comment: say what is wrong.</source>
            <translation>El motivo «Otro» necesita un comentario: diga qué está mal.</translation>
        </message>
        <message>
            <source>Choose a reason from the list.</source>
            <translation>Elija un motivo de la lista.</translation>
        </message>
        <message>
            <source>Approval is refused while:
{0}</source>
            <translation>No se puede aprobar mientras:
{0}</translation>
        </message>
        <message>
            <source>{0}
Nothing was sent.</source>
            <translation>{0}
No se envió nada.</translation>
        </message>
        <message>
            <source>Claim the case, or release it if yours</source>
            <translation>Tomar el caso, o liberarlo si es suyo</translation>
        </message>
        <message>
            <source>Assign the case to a reviewer</source>
            <translation>Asignar el caso a un/a revisor/a</translation>
        </message>
        <message>
            <source>Confirm the proposed decision (a second reviewer; Enter to confirm)</source>
            <translation>Confirmar la decisión propuesta (otra persona revisora; Intro para confirmar)</translation>
        </message>
        <message>
            <source>Return the proposed decision with a reason</source>
            <translation>Devolver la decisión propuesta con un motivo</translation>
        </message>
        <message>
            <source>{0} proposes: {1}. Reason: {2}</source>
            <translation>{0} propone: {1}. Motivo: {2}</translation>
        </message>
    </context>
    <context>
        <name>ReviewBar</name>
        <message>
            <source>Approve (A)</source>
            <translation>Aprobar (A)</translation>
        </message>
        <message>
            <source>Reject… (R)</source>
            <translation>Rechazar… (R)</translation>
        </message>
        <message>
            <source>Re-upload… (U)</source>
            <translation>Volver a subir… (U)</translation>
        </message>
        <message>
            <source>Decide… (D)</source>
            <translation>Decidir… (D)</translation>
        </message>
        <message>
            <source>Next case (N)</source>
            <translation>Caso siguiente (N)</translation>
        </message>
        <message>
            <source>Export bundle… (E)</source>
            <translation>Exportar expediente… (E)</translation>
        </message>
        <message>
            <source>Flags (L)</source>
            <translation>Alertas (L)</translation>
        </message>
        <message>
            <source>⚑ {0} flag (L)</source>
            <translation>⚑ {0} alerta (L)</translation>
        </message>
        <message>
            <source>⚑ {0} flags (L)</source>
            <translation>⚑ {0} alertas (L)</translation>
        </message>
        <message>
            <source>✓ No flags (L)</source>
            <translation>✓ Sin alertas (L)</translation>
        </message>
        <message>
            <source>Approve, reject or ask for more information (D)</source>
            <translation>Aprobar, rechazar o pedir más información (D)</translation>
        </message>
        <message>
            <source>A decision belongs to a KYB session, and none is known here (a live server cannot list them): start one, or open the case on the sandbox.</source>
            <translation>Una decisión pertenece a una sesión KYB, y aquí no se conoce ninguna (un servidor real no puede listarlas): inicie una, o abra el caso en el sandbox.</translation>
        </message>
    </context>
    <context>
        <name>ReviewPage</name>
        <message>
            <source>Review the batch</source>
            <translation>Revisar el lote</translation>
        </message>
        <message>
            <source>Fees and quotes</source>
            <translation>Comisiones y cotizaciones</translation>
        </message>
        <message>
            <source>Re-&amp;quote expired rows</source>
            <translation>Volver a &amp;cotizar las filas caducadas</translation>
        </message>
        <message>
            <source>&amp;Back</source>
            <translation>&amp;Atrás</translation>
        </message>
        <message>
            <source>&amp;Start the batch…</source>
            <translation>&amp;Iniciar el lote…</translation>
        </message>
        <message>
            <source>Send the {0} payouts that repeat another row or a recent payout as well</source>
            <translation>Enviar también los {0} pagos que repiten otra fila o un pago reciente</translation>
        </message>
        <message>
            <source>{0}: {1} payouts to send.</source>
            <translation>{0}: {1} pagos por enviar.</translation>
        </message>
        <message>
            <source>{0} rows with errors are left out.</source>
            <translation>Se dejan fuera {0} filas con errores.</translation>
        </message>
        <message>
            <source>{0} rows that repeat another row or a recent payout are left out.</source>
            <translation>Se dejan fuera {0} filas que repiten otra fila o un pago reciente.</translation>
        </message>
        <message>
            <source>Open an account first: the batch is paid from it.</source>
            <translation>Abra primero una cuenta: el lote se paga desde ella.</translation>
        </message>
        <message>
            <source>No crypto rows: bank payouts have no quote. Each bank fee is set by the server and taken from its debit.</source>
            <translation>Sin filas cripto: los pagos bancarios no tienen cotización. Cada comisión bancaria la fija el servidor y se descuenta de su cargo.</translation>
        </message>
        <message>
            <source>Asking for quotes: {0} of {1}…</source>
            <translation>Pidiendo cotizaciones: {0} de {1}…</translation>
        </message>
        <message>
            <source>{0} crypto rows quoted; bank fees are set by the server.</source>
            <translation>{0} filas cripto cotizadas; las comisiones bancarias las fija el servidor.</translation>
        </message>
        <message>
            <source>Crypto fees: {0}.</source>
            <translation>Comisiones cripto: {0}.</translation>
        </message>
        <message>
            <source>Row {0} has no quote: {1}</source>
            <translation>La fila {0} no tiene cotización: {1}</translation>
        </message>
        <message>
            <source>{0} quotes expired or missing: re-quote them before starting.</source>
            <translation>{0} cotizaciones caducadas o ausentes: vuelva a cotizarlas antes de empezar.</translation>
        </message>
        <message>
            <source>The batch's quotes hold for {0} s</source>
            <translation>Las cotizaciones del lote valen durante {0} s</translation>
        </message>
        <message>
            <source>No row is ready to send.</source>
            <translation>Ninguna fila está lista para enviar.</translation>
        </message>
        <message>
            <source>Wait for the balance and the quotes.</source>
            <translation>Espere al saldo y a las cotizaciones.</translation>
        </message>
        <message>
            <source>Some quotes expired: choose Re-quote expired rows first.</source>
            <translation>Algunas cotizaciones caducaron: elija primero Volver a cotizar las filas caducadas.</translation>
        </message>
        <message>
            <source>File</source>
            <translation>Archivo</translation>
        </message>
        <message>
            <source>Payouts</source>
            <translation>Pagos</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Debited</source>
            <translation>Cargado</translation>
        </message>
        <message>
            <source>Left after</source>
            <translation>Queda después</translation>
        </message>
        <message>
            <source>Each row is sent under its own key, kept in the batch store: a batch stopped half-way is resumed without paying anyone twice. Rows that need a one-time code are listed on the next page.</source>
            <translation>Cada fila se envía con su propia clave, guardada en el almacén de lotes: un lote detenido a medias se reanuda sin pagar dos veces a nadie. Las filas que necesitan un código de un solo uso se listan en la página siguiente.</translation>
        </message>
        <message>
            <source>Start this batch?</source>
            <translation>¿Iniciar este lote?</translation>
        </message>
        <message>
            <source>Start the batch</source>
            <translation>Iniciar el lote</translation>
        </message>
    </context>
    <context>
        <name>ReviewTotals</name>
        <message>
            <source>Totals</source>
            <translation>Totales</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>Moneda</translation>
        </message>
        <message>
            <source>Rows</source>
            <translation>Filas</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Totals per currency</source>
            <translation>Totales por moneda</translation>
        </message>
        <message>
            <source>Available now</source>
            <translation>Disponible ahora</translation>
        </message>
        <message>
            <source>The batch debits</source>
            <translation>El lote carga</translation>
        </message>
        <message>
            <source>Left after the batch</source>
            <translation>Queda tras el lote</translation>
        </message>
        <message>
            <source>asking for quotes…</source>
            <translation>pidiendo cotizaciones…</translation>
        </message>
        <message>
            <source>at least {0}</source>
            <translation>al menos {0}</translation>
        </message>
        <message>
            <source>at most {0}</source>
            <translation>como máximo {0}</translation>
        </message>
        <message>
            <source> (and {0} rows in another currency, priced when sent)</source>
            <translation> (y {0} filas en otra moneda, con precio al enviarse)</translation>
        </message>
    </context>
    <context>
        <name>ReviewerNameDialog</name>
        <message>
            <source>Your name as a reviewer</source>
            <translation>Su nombre como revisor/a</translation>
        </message>
        <message>
            <source>Everything you do in Teller is signed with a key made for you on this desk, and the audit journal shows it under your name. Give the name your colleagues know you by.</source>
            <translation>Todo lo que hace en Teller se firma con una clave creada para usted en este puesto, y el diario de auditoría lo muestra bajo su nombre. Indique el nombre por el que le conocen sus colegas.</translation>
        </message>
        <message>
            <source>Review store: {0}</source>
            <translation>Almacén de revisión: {0}</translation>
        </message>
        <message>
            <source>Display name</source>
            <translation>Nombre visible</translation>
        </message>
        <message>
            <source>&amp;Display name</source>
            <translation>&amp;Nombre visible</translation>
        </message>
        <message>
            <source>This computer has no keyring, so your key lasts only until Teller quits; next time you will be registered again with a new key.</source>
            <translation>Este ordenador no tiene llavero, así que su clave solo dura hasta que Teller se cierre; la próxima vez se le registrará de nuevo con una clave nueva.</translation>
        </message>
    </context>
    <context>
        <name>SandboxMenu</name>
        <message>
            <source>A server error (500)</source>
            <translation>Un error del servidor (500)</translation>
        </message>
        <message>
            <source>Too many requests (429 with Retry-After)</source>
            <translation>Demasiadas peticiones (429 con Retry-After)</translation>
        </message>
        <message>
            <source>A slow answer (past the client's timeout)</source>
            <translation>Una respuesta lenta (más allá del tiempo de espera del cliente)</translation>
        </message>
        <message>
            <source>A dropped connection</source>
            <translation>Una conexión cortada</translation>
        </message>
        <message>
            <source>&amp;Sandbox</source>
            <translation>&amp;Sandbox</translation>
        </message>
        <message>
            <source>&amp;Reset to seed data…</source>
            <translation>&amp;Restablecer los datos iniciales…</translation>
        </message>
        <message>
            <source>&amp;Add orders…</source>
            <translation>&amp;Añadir órdenes…</translation>
        </message>
        <message>
            <source>&amp;Fail the next request…</source>
            <translation>&amp;Hacer fallar la próxima petición…</translation>
        </message>
        <message>
            <source>E&amp;xpire quotes now</source>
            <translation>Hacer &amp;caducar las cotizaciones ahora</translation>
        </message>
        <message>
            <source>&amp;Quote validity…</source>
            <translation>&amp;Validez de las cotizaciones…</translation>
        </message>
        <message>
            <source>Reset the sandbox?</source>
            <translation>¿Restablecer el sandbox?</translation>
        </message>
        <message>
            <source>Every user, account, order and KYB case of this merchant goes back to the seed data; what you made since is deleted.</source>
            <translation>Todos los usuarios, cuentas, órdenes y casos KYB de este comercio vuelven a los datos iniciales; lo que haya creado desde entonces se elimina.</translation>
        </message>
        <message>
            <source>Add orders</source>
            <translation>Añadir órdenes</translation>
        </message>
        <message>
            <source>&amp;Orders</source>
            <translation>Ó&amp;rdenes</translation>
        </message>
        <message>
            <source>The current account</source>
            <translation>La cuenta actual</translation>
        </message>
        <message>
            <source>Spread over all the merchant's accounts</source>
            <translation>Repartidas entre todas las cuentas del comercio</translation>
        </message>
        <message>
            <source>&amp;To</source>
            <translation>&amp;Para</translation>
        </message>
        <message>
            <source>Fail the next request</source>
            <translation>Hacer fallar la próxima petición</translation>
        </message>
        <message>
            <source>&amp;Failure</source>
            <translation>&amp;Fallo</translation>
        </message>
        <message>
            <source>&amp;Retry-After</source>
            <translation>&amp;Retry-After</translation>
        </message>
        <message>
            <source>&amp;Delay (slow answer)</source>
            <translation>Re&amp;traso (respuesta lenta)</translation>
        </message>
        <message>
            <source>New quotes last {0} s.</source>
            <translation>Las cotizaciones nuevas duran {0} s.</translation>
        </message>
        <message>
            <source>Sandbox reset: {0} users, {1} accounts, {2} orders.</source>
            <translation>Sandbox restablecido: {0} usuarios, {1} cuentas, {2} órdenes.</translation>
        </message>
        <message>
            <source>{0} orders added to {1}.</source>
            <translation>{0} órdenes añadidas a {1}.</translation>
        </message>
        <message>
            <source>{0} orders added.</source>
            <translation>{0} órdenes añadidas.</translation>
        </message>
        <message>
            <source>The sandbox will fail the next request ({0}).</source>
            <translation>El sandbox hará fallar la próxima petición ({0}).</translation>
        </message>
        <message>
            <source>Quotes expired: {0}. The open previews say so; refresh a quote before sending on it.</source>
            <translation>Cotizaciones caducadas: {0}. Las vistas previas abiertas lo indican; actualice una cotización antes de enviar con ella.</translation>
        </message>
    </context>
    <context>
        <name>SandboxNotice</name>
        <message>
            <source>&amp;Restart sandbox</source>
            <translation>&amp;Reiniciar el sandbox</translation>
        </message>
        <message>
            <source>Restarting the built-in sandbox…</source>
            <translation>Reiniciando el sandbox integrado…</translation>
        </message>
    </context>
    <context>
        <name>ScopeLine</name>
        <message>
            <source>One acco&amp;unt</source>
            <translation>U&amp;na cuenta</translation>
        </message>
        <message>
            <source>All &amp;merchant orders</source>
            <translation>Todas las órdenes del co&amp;mercio</translation>
        </message>
        <message>
            <source>User id</source>
            <translation>Id de usuario</translation>
        </message>
        <message>
            <source>Account id</source>
            <translation>Id de cuenta</translation>
        </message>
        <message>
            <source>Choose…</source>
            <translation>&amp;Elegir…</translation>
        </message>
        <message>
            <source>One acco&amp;unt: {0}</source>
            <translation>U&amp;na cuenta: {0}</translation>
        </message>
        <message>
            <source>Pick the account by name</source>
            <translation>Elegir la cuenta por su nombre</translation>
        </message>
    </context>
    <context>
        <name>ScreeningCardView</name>
        <message>
            <source>{0} · {1}</source>
            <translation>{0} · {1}</translation>
        </message>
        <message>
            <source>Provider status {0}</source>
            <translation>Estado del proveedor: {0}</translation>
        </message>
        <message>
            <source>{0}: {1}</source>
            <translation>{0}: {1}</translation>
        </message>
    </context>
    <context>
        <name>ScreeningCards</name>
        <message>
            <source>Watchlist screening</source>
            <translation>Listas de vigilancia</translation>
        </message>
        <message>
            <source>Face match</source>
            <translation>Coincidencia facial</translation>
        </message>
        <message>
            <source>Age check</source>
            <translation>Comprobación de edad</translation>
        </message>
        <message>
            <source>Document expiry</source>
            <translation>Caducidad del documento</translation>
        </message>
        <message>
            <source>Document reading</source>
            <translation>Lectura del documento</translation>
        </message>
        <message>
            <source>Liveness</source>
            <translation>Prueba de vida</translation>
        </message>
        <message>
            <source>IP address check</source>
            <translation>Comprobación de la dirección IP</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>Sin coincidencias</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>Coincidencia</translation>
        </message>
        <message>
            <source>Error</source>
            <translation>Error</translation>
        </message>
        <message>
            <source>Pending</source>
            <translation>Pendiente</translation>
        </message>
        <message>
            <source>Not run</source>
            <translation>No realizada</translation>
        </message>
        <message>
            <source>The document photo could not be read ({0}); the person must send a clearer one.</source>
            <translation>No se pudo leer la foto del documento ({0}); la persona debe enviar una más nítida.</translation>
        </message>
        <message>
            <source>The document has expired.</source>
            <translation>El documento ha caducado.</translation>
        </message>
        <message>
            <source>The selfie does not match the document's photo.</source>
            <translation>El selfi no coincide con la foto del documento.</translation>
        </message>
        <message>
            <source>it was turned</source>
            <translation>estaba girada</translation>
        </message>
        <message>
            <source>glare</source>
            <translation>reflejos</translation>
        </message>
        <message>
            <source>PEP</source>
            <translation>PEP</translation>
        </message>
        <message>
            <source>Sanctions</source>
            <translation>Sanciones</translation>
        </message>
        <message>
            <source>Adverse media</source>
            <translation>Noticias adversas</translation>
        </message>
        <message>
            <source>Other list</source>
            <translation>Otra lista</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Puntuación</translation>
        </message>
        <message>
            <source>Age</source>
            <translation>Edad</translation>
        </message>
        <message>
            <source>Minimum age</source>
            <translation>Edad mínima</translation>
        </message>
        <message>
            <source>Expires</source>
            <translation>Caduca</translation>
        </message>
        <message>
            <source>IP address</source>
            <translation>Dirección IP</translation>
        </message>
        <message>
            <source>Safe address</source>
            <translation>Dirección segura</translation>
        </message>
        <message>
            <source>Entries matched</source>
            <translation>Entradas coincidentes</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>sí</translation>
        </message>
        <message>
            <source>no</source>
            <translation>no</translation>
        </message>
        <message>
            <source>The step failed with the code {0}.</source>
            <translation>El paso falló con el código {0}.</translation>
        </message>
        <message>
            <source>{0}: {1}</source>
            <translation>{0}: {1}</translation>
        </message>
        <message>
            <source>Matched name: {0}</source>
            <translation>Nombre coincidente: {0}</translation>
        </message>
        <message>
            <source>not given</source>
            <translation>no indicado</translation>
        </message>
        <message>
            <source>{0} (score {1})</source>
            <translation>{0} (puntuación {1})</translation>
        </message>
        <message>
            <source>Lists: {0}</source>
            <translation>Listas: {0}</translation>
        </message>
        <message>
            <source>The provider sent no data for this step.</source>
            <translation>El proveedor no envió datos para este paso.</translation>
        </message>
        <message>
            <source>Screening results</source>
            <translation>Resultados de las verificaciones</translation>
        </message>
        <message>
            <source>No screening results: no shareholder has an identity verification.</source>
            <translation>Sin resultados de verificación: ningún accionista tiene una verificación de identidad.</translation>
        </message>
        <message>
            <source>Unnamed</source>
            <translation>Sin nombre</translation>
        </message>
        <message>
            <source>{0}, {1}</source>
            <translation>{0}, {1}</translation>
        </message>
    </context>
    <context>
        <name>SearchDialog</name>
        <message>
            <source>Search everything</source>
            <translation>Buscar en todo</translation>
        </message>
        <message>
            <source>A name, e-mail, alias, IBAN, order id or reference, amount or date</source>
            <translation>Un nombre, correo, alias, IBAN, id o referencia de orden, importe o fecha</translation>
        </message>
        <message>
            <source>Search status</source>
            <translation>Estado de la búsqueda</translation>
        </message>
        <message>
            <source>Results</source>
            <translation>Resultados</translation>
        </message>
        <message>
            <source>↑ ↓ move · Tab next group · Enter opens · Esc closes</source>
            <translation>↑ ↓ mover · Tab grupo siguiente · Intro abre · Esc cierra</translation>
        </message>
        <message>
            <source>Searching the server…</source>
            <translation>Buscando en el servidor…</translation>
        </message>
        <message>
            <source>The server could not be searched: {0} What Teller already knows is shown; change the text to try again.</source>
            <translation>No se pudo buscar en el servidor: {0} Se muestra lo que Teller ya conoce; cambie el texto para volver a intentarlo.</translation>
        </message>
        <message>
            <source>Nothing matches “{0}”. Change the text, or press Esc to close.</source>
            <translation>Nada coincide con «{0}». Cambie el texto o pulse Esc para cerrar.</translation>
        </message>
        <message>
            <source>Type what you are looking for.</source>
            <translation>Escriba lo que busca.</translation>
        </message>
    </context>
    <context>
        <name>SearchEntry</name>
        <message>
            <source>&amp;Search everything…</source>
            <translation>&amp;Buscar en todo…</translation>
        </message>
        <message>
            <source>People, accounts, orders and cases by name, e-mail, IBAN, id, amount or date</source>
            <translation>Personas, cuentas, órdenes y casos por nombre, correo, IBAN, id, importe o fecha</translation>
        </message>
    </context>
    <context>
        <name>SearchRows</name>
        <message>
            <source>People</source>
            <translation>Personas</translation>
        </message>
        <message>
            <source>Accounts</source>
            <translation>Cuentas</translation>
        </message>
        <message>
            <source>Orders</source>
            <translation>Órdenes</translation>
        </message>
        <message>
            <source>Cases</source>
            <translation>Casos</translation>
        </message>
        <message>
            <source>{0} ({1} of {2})</source>
            <translation>{0} ({1} de {2})</translation>
        </message>
        <message>
            <source>User {0}
Account {1}</source>
            <translation>Usuario {0}
Cuenta {1}</translation>
        </message>
        <message>
            <source>User {0}</source>
            <translation>Usuario {0}</translation>
        </message>
        <message>
            <source>No KYB session yet</source>
            <translation>Aún no hay sesión KYB</translation>
        </message>
        <message>
            <source>Business user {0}</source>
            <translation>Usuario empresa {0}</translation>
        </message>
        <message>
            <source>Order {0}</source>
            <translation>Orden {0}</translation>
        </message>
        <message>
            <source>Browse every account…</source>
            <translation>Ver todas las cuentas…</translation>
        </message>
        <message>
            <source>Pinned and recent accounts first, every sandbox user's accounts by name</source>
            <translation>Primero las cuentas fijadas y recientes; luego las de cada usuario del sandbox, por nombre</translation>
        </message>
    </context>
    <context>
        <name>SendPage</name>
        <message>
            <source>The batch succeeded: all {0} payouts were made.</source>
            <translation>El lote se completó: se hicieron los {0} pagos.</translation>
        </message>
        <message>
            <source>All {0} payouts were created.</source>
            <translation>Se crearon los {0} pagos.</translation>
        </message>
        <message>
            <source>The batch partially succeeded: {0} of {1} payouts were made; {2} failed or were refused (their reasons are in the table).</source>
            <translation>El lote se completó en parte: se hicieron {0} de {1} pagos; {2} fallaron o se rechazaron (sus motivos están en la tabla).</translation>
        </message>
        <message>
            <source>The batch failed: no payout was made (the reasons are in the table).</source>
            <translation>El lote falló: no se hizo ningún pago (los motivos están en la tabla).</translation>
        </message>
        <message>
            <source>{0} wait for their one-time code: enter each below.</source>
            <translation>{0} esperan su código de un solo uso: escriba cada uno abajo.</translation>
        </message>
        <message>
            <source>Cancelled:</source>
            <translation>Cancelado:</translation>
        </message>
        <message>
            <source>Stopped:</source>
            <translation>Detenido:</translation>
        </message>
        <message>
            <source>{0} {1} rows were not sent; they keep their keys and can be sent by resuming the batch.</source>
            <translation>{0} no se enviaron {1} filas; conservan sus claves y pueden enviarse al reanudar el lote.</translation>
        </message>
        <message>
            <source>Sending the batch</source>
            <translation>Enviando el lote</translation>
        </message>
        <message>
            <source>Rows sent</source>
            <translation>Filas enviadas</translation>
        </message>
        <message>
            <source>Row</source>
            <translation>Fila</translation>
        </message>
        <message>
            <source>State</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Orden</translation>
        </message>
        <message>
            <source>Reason</source>
            <translation>Motivo</translation>
        </message>
        <message>
            <source>Rows of the batch</source>
            <translation>Filas del lote</translation>
        </message>
        <message>
            <source>Copy order id</source>
            <translation>Copiar el id de la orden</translation>
        </message>
        <message>
            <source>Waiting for a one-time code</source>
            <translation>Esperando un código de un solo uso</translation>
        </message>
        <message>
            <source>&amp;Pause</source>
            <translation>&amp;Pausar</translation>
        </message>
        <message>
            <source>&amp;Cancel the rest</source>
            <translation>&amp;Cancelar el resto</translation>
        </message>
        <message>
            <source>&amp;Export results…</source>
            <translation>E&amp;xportar resultados…</translation>
        </message>
        <message>
            <source>Save summary as P&amp;DF…</source>
            <translation>Guardar el resumen en P&amp;DF…</translation>
        </message>
        <message>
            <source>Pr&amp;int…</source>
            <translation>&amp;Imprimir…</translation>
        </message>
        <message>
            <source>A batch is being sent: wait for it to end first.</source>
            <translation>Se está enviando un lote: espere primero a que termine.</translation>
        </message>
        <message>
            <source>The batch {0} is not in the batch store.</source>
            <translation>El lote {0} no está en el almacén de lotes.</translation>
        </message>
        <message>
            <source>&amp;Resume</source>
            <translation>&amp;Reanudar</translation>
        </message>
        <message>
            <source>{0} of {1} rows</source>
            <translation>{0} de {1} filas</translation>
        </message>
        <message>
            <source>{0} rows per second</source>
            <translation>{0} filas por segundo</translation>
        </message>
        <message>
            <source>about {0} s left</source>
            <translation>quedan unos {0} s</translation>
        </message>
        <message>
            <source>the server asked to wait {0:.0f} s</source>
            <translation>el servidor pidió esperar {0:.0f} s</translation>
        </message>
        <message>
            <source>paused: rows in flight finish, no new row is sent</source>
            <translation>en pausa: las filas en curso terminan, no se envía ninguna nueva</translation>
        </message>
        <message>
            <source>cancelled: {0} rows in flight finish</source>
            <translation>cancelado: {0} filas en curso terminan</translation>
        </message>
        <message>
            <source>Code</source>
            <translation>Código</translation>
        </message>
        <message>
            <source>Code for row {0}</source>
            <translation>Código de la fila {0}</translation>
        </message>
        <message>
            <source>Row {0} (order {1})</source>
            <translation>Fila {0} (orden {1})</translation>
        </message>
        <message>
            <source>Enter the code.</source>
            <translation>Escriba el código.</translation>
        </message>
        <message>
            <source>The batch was cancelled</source>
            <translation>El lote se canceló</translation>
        </message>
        <message>
            <source>The batch has ended</source>
            <translation>El lote ha terminado</translation>
        </message>
        <message>
            <source>Export results</source>
            <translation>Exportar resultados</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>Archivos CSV (*.csv)</translation>
        </message>
        <message>
            <source>Results written to {0}.</source>
            <translation>Resultados escritos en {0}.</translation>
        </message>
    </context>
    <context>
        <name>SessionStatusBar</name>
        <message>
            <source>Signed in to the built-in sandbox: no real money moves.</source>
            <translation>Sesión iniciada en el sandbox integrado: no se mueve dinero real.</translation>
        </message>
        <message>
            <source>Signed in to {0} ({1}): made-up data.</source>
            <translation>Sesión iniciada en {0} ({1}): datos inventados.</translation>
        </message>
        <message>
            <source>Signed in to {0} ({1}), a staging server.</source>
            <translation>Sesión iniciada en {0} ({1}), un servidor de preproducción.</translation>
        </message>
        <message>
            <source>Signed in to {0}: PRODUCTION, real money moves.</source>
            <translation>Sesión iniciada en {0}: PRODUCCIÓN, se mueve dinero real.</translation>
        </message>
        <message>
            <source>Merchant: {0}</source>
            <translation>Comercio: {0}</translation>
        </message>
        <message>
            <source>Talking to the server…</source>
            <translation>Hablando con el servidor…</translation>
        </message>
        <message>
            <source>Session: unknown expiry</source>
            <translation>Sesión: caducidad desconocida</translation>
        </message>
        <message>
            <source>Session expired</source>
            <translation>Sesión caducada</translation>
        </message>
        <message>
            <source>Session: {0}:{1:02d} left</source>
            <translation>Sesión: quedan {0}:{1:02d}</translation>
        </message>
    </context>
    <context>
        <name>SessionWarning</name>
        <message>
            <source>Session ending</source>
            <translation>Fin de la sesión</translation>
        </message>
        <message>
            <source>Stay si&amp;gned in</source>
            <translation>Seguir conecta&amp;do</translation>
        </message>
        <message>
            <source>Sign ou&amp;t</source>
            <translation>&amp;Finalizar sesión</translation>
        </message>
        <message>
            <source>Your session has ended. Sign in again to carry on; what you typed stays.</source>
            <translation>Su sesión ha terminado. Vuelva a iniciar sesión para seguir; lo que ha escrito se conserva.</translation>
        </message>
        <message>
            <source>Your session ends in {0}.</source>
            <translation>Su sesión termina en {0}.</translation>
        </message>
        <message>
            <source>Sign in a&amp;gain</source>
            <translation>Iniciar sesión &amp;de nuevo</translation>
        </message>
        <message>
            <source>Signing in again…</source>
            <translation>Volviendo a iniciar sesión…</translation>
        </message>
        <message>
            <source>The stored API key was refused; type the current one to stay signed in.</source>
            <translation>La clave de API guardada fue rechazada; escriba la actual para seguir conectado.</translation>
        </message>
        <message>
            <source>Not signed in again: {0}</source>
            <translation>No se ha vuelto a iniciar sesión: {0}</translation>
        </message>
        <message>
            <source>Signed in again; the session now lasts until {0}.</source>
            <translation>Sesión iniciada de nuevo; ahora dura hasta las {0}.</translation>
        </message>
    </context>
    <context>
        <name>ShareholderEditor</name>
        <message>
            <source>Add a shareholder</source>
            <translation>Añadir un accionista</translation>
        </message>
        <message>
            <source>Correct {0}</source>
            <translation>Corregir {0}</translation>
        </message>
        <message>
            <source>name@example.com</source>
            <translation>nombre@ejemplo.com</translation>
        </message>
        <message>
            <source>Person</source>
            <translation>Persona</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>Surname</source>
            <translation>Apellidos</translation>
        </message>
        <message>
            <source>Email</source>
            <translation>Correo electrónico</translation>
        </message>
        <message>
            <source>KYC: the common members</source>
            <translation>KYC: los miembros habituales</translation>
        </message>
        <message>
            <source>kyc.data as JSON</source>
            <translation>kyc.data como JSON</translation>
        </message>
        <message>
            <source>KYC: kyc.data as JSON</source>
            <translation>KYC: kyc.data como JSON</translation>
        </message>
        <message>
            <source>Add shareholder</source>
            <translation>Añadir accionista</translation>
        </message>
        <message>
            <source>Save correction</source>
            <translation>Guardar la corrección</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>The server does not return the kyc payload: leave it empty to keep the one it holds; what you enter replaces it.</source>
            <translation>El servidor no devuelve el contenido kyc: déjelo vacío para conservar el que tiene; lo que escriba lo sustituye.</translation>
        </message>
        <message>
            <source>The form and this JSON are the same payload: edit either.</source>
            <translation>El formulario y este JSON son el mismo contenido: edite cualquiera de los dos.</translation>
        </message>
        <message>
            <source>This is not valid JSON (line {0}, column {1}: {2}).</source>
            <translation>Esto no es JSON válido (línea {0}, columna {1}: {2}).</translation>
        </message>
        <message>
            <source>kyc.data must be a JSON object ({ … }).</source>
            <translation>kyc.data debe ser un objeto JSON ({ … }).</translation>
        </message>
        <message>
            <source>Fix it before using the form.</source>
            <translation>Corríjalo antes de usar el formulario.</translation>
        </message>
        <message>
            <source>Some fields need attention; see the messages beside them.</source>
            <translation>Algunos campos necesitan atención; vea los mensajes a su lado.</translation>
        </message>
    </context>
    <context>
        <name>ShareholdersView</name>
        <message>
            <source>Shareholders</source>
            <translation>Accionistas</translation>
        </message>
        <message>
            <source>Add &amp;shareholder…</source>
            <translation>Añadir &amp;accionista…</translation>
        </message>
        <message>
            <source>&amp;Edit…</source>
            <translation>&amp;Editar…</translation>
        </message>
        <message>
            <source>Correct the selected shareholder</source>
            <translation>Corregir el accionista seleccionado</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>Email</source>
            <translation>Correo electrónico</translation>
        </message>
        <message>
            <source>KYC level</source>
            <translation>Nivel KYC</translation>
        </message>
        <message>
            <source>KYC state</source>
            <translation>Estado KYC</translation>
        </message>
        <message>
            <source>State</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>When</source>
            <translation>Cuándo</translation>
        </message>
        <message>
            <source>After</source>
            <translation>Tras</translation>
        </message>
        <message>
            <source>After how long in the state before (the row above)</source>
            <translation>Tras cuánto tiempo en el estado anterior (la fila de arriba)</translation>
        </message>
        <message>
            <source>KYC state history</source>
            <translation>Historial de estados KYC</translation>
        </message>
        <message>
            <source>Whole payload</source>
            <translation>Contenido completo</translation>
        </message>
        <message>
            <source>Identity verification</source>
            <translation>Verificación de identidad</translation>
        </message>
        <message>
            <source>What the kyc payload says</source>
            <translation>Lo que dicen los datos KYC</translation>
        </message>
        <message>
            <source>not started</source>
            <translation>no iniciado</translation>
        </message>
        <message>
            <source>Shareholders: {0}</source>
            <translation>Accionistas: {0}</translation>
        </message>
        <message>
            <source>Reveal the e-mail of {0}</source>
            <translation>Mostrar el correo electrónico de {0}</translation>
        </message>
        <message>
            <source>No shareholder selected</source>
            <translation>Ningún accionista seleccionado</translation>
        </message>
        <message>
            <source>not given</source>
            <translation>no indicado</translation>
        </message>
        <message>
            <source>KYC level {0}
Id {1}</source>
            <translation>Nivel KYC {0}
Id {1}</translation>
        </message>
        <message>
            <source>When ({0})</source>
            <translation>Cuándo ({0})</translation>
        </message>
        <message>
            <source>{0} in {1}</source>
            <translation>{0} en {1}</translation>
        </message>
        <message>
            <source>No identity verification is linked to this shareholder.</source>
            <translation>Ninguna verificación de identidad está vinculada a este accionista.</translation>
        </message>
        <message>
            <source>Payload</source>
            <translation>Contenido</translation>
        </message>
        <message>
            <source>none sent</source>
            <translation>no se envió ninguno</translation>
        </message>
        <message>
            <source>Reveal {0}</source>
            <translation>Mostrar {0}</translation>
        </message>
    </context>
    <context>
        <name>ShortcutsDialog</name>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Atajos de teclado</translation>
        </message>
        <message>
            <source>Compliance case review (in the case pane; a text field keeps its letters). In a reason chooser, a number key picks the reason.</source>
            <translation>Revisión de casos de cumplimiento (en el panel del caso; un campo de texto conserva sus letras). En un selector de motivos, una tecla numérica elige el motivo.</translation>
        </message>
        <message>
            <source>Key</source>
            <translation>Tecla</translation>
        </message>
        <message>
            <source>What it does</source>
            <translation>Qué hace</translation>
        </message>
    </context>
    <context>
        <name>SignInDialog</name>
        <message>
            <source>Sign in to Teller</source>
            <translation>Iniciar sesión en Teller</translation>
        </message>
        <message>
            <source>Sign in</source>
            <translation>Iniciar sesión</translation>
        </message>
        <message>
            <source>Use the built-in sandbox to try things safely, or sign in to a server.</source>
            <translation>Use el sandbox integrado para probar sin riesgo, o inicie sesión en un servidor.</translation>
        </message>
        <message>
            <source>&amp;Manage environments…</source>
            <translation>&amp;Gestionar entornos…</translation>
        </message>
        <message>
            <source>Remember the api key in the system keyring</source>
            <translation>Recordar la clave de API en el llavero del sistema</translation>
        </message>
        <message>
            <source>&amp;Environment</source>
            <translation>&amp;Entorno</translation>
        </message>
        <message>
            <source>Base &amp;URL</source>
            <translation>&amp;URL base</translation>
        </message>
        <message>
            <source>API &amp;code</source>
            <translation>Có&amp;digo de API</translation>
        </message>
        <message>
            <source>API &amp;key</source>
            <translation>&amp;Clave de API</translation>
        </message>
        <message>
            <source>Sandbox (built in)</source>
            <translation>Sandbox (integrado)</translation>
        </message>
        <message>
            <source> · PRODUCTION</source>
            <translation> · PRODUCCIÓN</translation>
        </message>
        <message>
            <source>Custom server</source>
            <translation>Servidor personalizado</translation>
        </message>
        <message>
            <source>This computer has no system keyring to keep it in.</source>
            <translation>Este equipo no tiene un llavero del sistema donde guardarla.</translation>
        </message>
        <message>
            <source>&amp;Restart sandbox</source>
            <translation>&amp;Reiniciar el sandbox</translation>
        </message>
        <message>
            <source>The built-in sandbox is stopped.</source>
            <translation>El sandbox integrado está detenido.</translation>
        </message>
        <message>
            <source>Starting the built-in sandbox…</source>
            <translation>Iniciando el sandbox integrado…</translation>
        </message>
        <message>
            <source>Sandbox ready at {0}</source>
            <translation>Sandbox listo en {0}</translation>
        </message>
        <message>
            <source>The built-in sandbox is not running.</source>
            <translation>El sandbox integrado no está en marcha.</translation>
        </message>
        <message>
            <source>Enter the server's address, e.g. https://api.example.com.</source>
            <translation>Escriba la dirección del servidor, p. ej. https://api.example.com.</translation>
        </message>
        <message>
            <source>Enter the API code.</source>
            <translation>Escriba el código de API.</translation>
        </message>
        <message>
            <source>Enter the API key.</source>
            <translation>Escriba la clave de API.</translation>
        </message>
        <message>
            <source>The API code or API key is wrong.</source>
            <translation>El código o la clave de API no son correctos.</translation>
        </message>
        <message>
            <source>Waiting for the sandbox…</source>
            <translation>Esperando al sandbox…</translation>
        </message>
        <message>
            <source>Signing in…</source>
            <translation>Iniciando sesión…</translation>
        </message>
        <message>
            <source>Quit Teller?</source>
            <translation>¿Salir de Teller?</translation>
        </message>
        <message>
            <source>Quit Teller? What you typed here will be lost.</source>
            <translation>¿Salir de Teller? Se perderá lo que ha escrito aquí.</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Salir</translation>
        </message>
        <message>
            <source>&amp;Keep editing</source>
            <translation>&amp;Seguir editando</translation>
        </message>
    </context>
    <context>
        <name>StateBadge</name>
        <message>
            <source>State: {0}</source>
            <translation>Estado: {0}</translation>
        </message>
    </context>
    <context>
        <name>StatementDialog</name>
        <message>
            <source>&amp;Refresh</source>
            <translation>&amp;Actualizar</translation>
        </message>
        <message>
            <source>Read the account's orders again (F5)</source>
            <translation>Volver a leer las órdenes de la cuenta (F5)</translation>
        </message>
        <message>
            <source>&amp;Stop reading</source>
            <translation>De&amp;tener la lectura</translation>
        </message>
        <message>
            <source>Statement lines</source>
            <translation>Líneas del extracto</translation>
        </message>
        <message>
            <source>Reserved by payouts</source>
            <translation>Reservado por pagos</translation>
        </message>
        <message>
            <source>Pending in</source>
            <translation>Entradas pendientes</translation>
        </message>
        <message>
            <source>Movements</source>
            <translation>Movimientos</translation>
        </message>
        <message>
            <source>Reserved</source>
            <translation>Reservado</translation>
        </message>
        <message>
            <source>About this statement</source>
            <translation>Sobre este extracto</translation>
        </message>
        <message>
            <source>Checked against the account</source>
            <translation>Comprobado con la cuenta</translation>
        </message>
        <message>
            <source>Export &amp;CSV…</source>
            <translation>Exportar &amp;CSV…</translation>
        </message>
        <message>
            <source>Export P&amp;DF…</source>
            <translation>Exportar P&amp;DF…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>Reading the account's orders: {0} of {1}…</source>
            <translation>Leyendo las órdenes de la cuenta: {0} de {1}…</translation>
        </message>
        <message>
            <source>Reading was stopped. Refresh (F5) reads the account again.</source>
            <translation>Se detuvo la lectura. Actualizar (F5) vuelve a leer la cuenta.</translation>
        </message>
        <message>
            <source>Reading was stopped: the statement shown is the one read before. Refresh (F5) reads the account again.</source>
            <translation>Se detuvo la lectura: el extracto que se muestra es el leído antes. Actualizar (F5) vuelve a leer la cuenta.</translation>
        </message>
        <message>
            <source>Reading the ledger to explain a difference: {0} of {1}…</source>
            <translation>Leyendo el libro mayor para explicar una diferencia: {0} de {1}…</translation>
        </message>
        <message>
            <source>Reading the account…</source>
            <translation>Leyendo la cuenta…</translation>
        </message>
        <message>
            <source>Statement of {0}</source>
            <translation>Extracto de {0}</translation>
        </message>
        <message>
            <source>Movements ({0})</source>
            <translation>Movimientos ({0})</translation>
        </message>
        <message>
            <source>Reserved ({0})</source>
            <translation>Reservado ({0})</translation>
        </message>
        <message>
            <source>Pending in ({0})</source>
            <translation>Entradas pendientes ({0})</translation>
        </message>
        <message>
            <source>Export the statement</source>
            <translation>Exportar el extracto</translation>
        </message>
        <message>
            <source>CSV (*.csv)</source>
            <translation>CSV (*.csv)</translation>
        </message>
        <message>
            <source>PDF (*.pdf)</source>
            <translation>PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Opening {0} · In {1} · Out {2} · Fees {3} · Closing {4}</source>
            <translation>Saldo inicial {0} · Entradas {1} · Salidas {2} · Comisiones {3} · Saldo final {4}</translation>
        </message>
        <message>
            <source>since then {0}</source>
            <translation>desde entonces {0}</translation>
        </message>
        <message>
            <source>the month so far</source>
            <translation>lo que va de mes</translation>
        </message>
        <message>
            <source>…and {0} more; their lines are marked ⚠.</source>
            <translation>…y {0} más; sus líneas están marcadas con ⚠.</translation>
        </message>
    </context>
    <context>
        <name>StatementExport</name>
        <message>
            <source>The statement could not be saved to {0}: {1}. Choose another folder.</source>
            <translation>No se pudo guardar el extracto en {0}: {1}. Elija otra carpeta.</translation>
        </message>
        <message>
            <source>Saved the statement ({0} movement) to {1}.</source>
            <translation>Extracto guardado ({0} movimiento) en {1}.</translation>
        </message>
        <message>
            <source>Saved the statement ({0} movements) to {1}.</source>
            <translation>Extracto guardado ({0} movimientos) en {1}.</translation>
        </message>
    </context>
    <context>
        <name>StatementHolds</name>
        <message>
            <source>Created</source>
            <translation>Creada</translation>
        </message>
        <message>
            <source>Description</source>
            <translation>Descripción</translation>
        </message>
        <message>
            <source>Counterparty</source>
            <translation>Contraparte</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>Referencia</translation>
        </message>
        <message>
            <source>State</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importe</translation>
        </message>
    </context>
    <context>
        <name>StatementPdf</name>
        <message>
            <source>Date</source>
            <translation>Fecha</translation>
        </message>
        <message>
            <source>Description</source>
            <translation>Descripción</translation>
        </message>
        <message>
            <source>Counterparty</source>
            <translation>Contraparte</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importe</translation>
        </message>
        <message>
            <source>Fee</source>
            <translation>Comisión</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Saldo</translation>
        </message>
        <message>
            <source>Opening balance</source>
            <translation>Saldo inicial</translation>
        </message>
        <message>
            <source>Closing balance</source>
            <translation>Saldo final</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>Referencia</translation>
        </message>
        <message>
            <source>State</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>Statement of {0} ({1}), {2} to {3}</source>
            <translation>Extracto de {0} ({1}), del {2} al {3}</translation>
        </message>
        <message>
            <source>Money in</source>
            <translation>Entradas</translation>
        </message>
        <message>
            <source>Money out</source>
            <translation>Salidas</translation>
        </message>
        <message>
            <source>Fees</source>
            <translation>Comisiones</translation>
        </message>
        <message>
            <source>Account {0}</source>
            <translation>Cuenta {0}</translation>
        </message>
        <message>
            <source>Read {0}</source>
            <translation>Leído el {0}</translation>
        </message>
        <message>
            <source>Checked against the account</source>
            <translation>Comprobado con la cuenta</translation>
        </message>
        <message>
            <source>Movements</source>
            <translation>Movimientos</translation>
        </message>
        <message>
            <source>What the API cannot give</source>
            <translation>Lo que la API no puede dar</translation>
        </message>
        <message>
            <source>Reserved by payouts not yet settled</source>
            <translation>Reservado por pagos aún sin liquidar</translation>
        </message>
        <message>
            <source>Pending in</source>
            <translation>Entradas pendientes</translation>
        </message>
        <message>
            <source>Statement of {0}</source>
            <translation>Extracto de {0}</translation>
        </message>
    </context>
    <context>
        <name>StatementTable</name>
        <message>
            <source>Date</source>
            <translation>Fecha</translation>
        </message>
        <message>
            <source>Description</source>
            <translation>Descripción</translation>
        </message>
        <message>
            <source>Counterparty</source>
            <translation>Contraparte</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importe</translation>
        </message>
        <message>
            <source>Fee</source>
            <translation>Comisión</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>Saldo</translation>
        </message>
        <message>
            <source>Order {0}</source>
            <translation>Orden {0}</translation>
        </message>
        <message>
            <source>This order explains a difference.</source>
            <translation>Esta orden explica una diferencia.</translation>
        </message>
    </context>
    <context>
        <name>StatementWords</name>
        <message>
            <source>an order</source>
            <translation>una orden</translation>
        </message>
        <message>
            <source>Reversal of {0}</source>
            <translation>Reversión de {0}</translation>
        </message>
        <message>
            <source>{0} · {1} at {2} ({3})</source>
            <translation>{0} · {1} a {2} ({3})</translation>
        </message>
        <message>
            <source>{0} · FX {1} ({2})</source>
            <translation>{0} · cambio {1} ({2})</translation>
        </message>
        <message>
            <source>offsets {0} of it</source>
            <translation>compensa {0} de ella</translation>
        </message>
        <message>
            <source>accounts for {0} of it</source>
            <translation>explica {0} de ella</translation>
        </message>
        <message>
            <source>{0} order</source>
            <translation>{0} orden</translation>
        </message>
        <message>
            <source>{0} orders</source>
            <translation>{0} órdenes</translation>
        </message>
        <message>
            <source>{0} Reconciles to the unit: {1} computed from {2} is the account's balance.</source>
            <translation>{0} Cuadra hasta la unidad: {1}, calculado a partir de {2}, es el saldo de la cuenta.</translation>
        </message>
        <message>
            <source>{0} Differs by {1}: {2} computed from {3}; the account says {4}.</source>
            <translation>{0} Difiere en {1}: {2}, calculado a partir de {3}; la cuenta indica {4}.</translation>
        </message>
        <message>
            <source>{0} payout not yet settled</source>
            <translation>{0} pago aún sin liquidar</translation>
        </message>
        <message>
            <source>{0} payouts not yet settled</source>
            <translation>{0} pagos aún sin liquidar</translation>
        </message>
        <message>
            <source>{0} Nothing is reserved: no payout is waiting to settle.</source>
            <translation>{0} No hay nada reservado: ningún pago espera liquidarse.</translation>
        </message>
        <message>
            <source>{0} Reserved by {1}: {2}, the account's pending out.</source>
            <translation>{0} Reservado por {1}: {2}, las salidas pendientes de la cuenta.</translation>
        </message>
        <message>
            <source>{0} Reserved by {1}: {2}; the account's pending out is {3} (differs by {4}).</source>
            <translation>{0} Reservado por {1}: {2}; las salidas pendientes de la cuenta son {3} (difiere en {4}).</translation>
        </message>
        <message>
            <source>{0} order not yet settled</source>
            <translation>{0} orden aún sin liquidar</translation>
        </message>
        <message>
            <source>{0} orders not yet settled</source>
            <translation>{0} órdenes aún sin liquidar</translation>
        </message>
        <message>
            <source>{0} Pending in from {1}: {2}, the account's pending in.</source>
            <translation>{0} Entradas pendientes de {1}: {2}, las entradas pendientes de la cuenta.</translation>
        </message>
        <message>
            <source>{0} Pending in from {1}: {2}; the account's pending in is {3} (differs by {4}).</source>
            <translation>{0} Entradas pendientes de {1}: {2}; las entradas pendientes de la cuenta son {3} (difiere en {4}).</translation>
        </message>
        <message>
            <source>Order {0}: the ledger moved {1} for it, the order says {2} ({3}).</source>
            <translation>Orden {0}: el libro mayor movió {1} por ella y la orden indica {2} ({3}).</translation>
        </message>
        <message>
            <source>Order {0} could not be counted ({1}); the ledger moved {2} for it ({3}).</source>
            <translation>La orden {0} no se pudo contar ({1}); el libro mayor movió {2} por ella ({3}).</translation>
        </message>
        <message>
            <source>Ledger transactions of no order moved {0} ({1}).</source>
            <translation>Transacciones del libro mayor sin orden movieron {0} ({1}).</translation>
        </message>
        <message>
            <source>Ledger transactions of order {0}, which the account's order list does not have, moved {1} ({2}).</source>
            <translation>Transacciones del libro mayor de la orden {0}, que no está en la lista de órdenes de la cuenta, movieron {1} ({2}).</translation>
        </message>
        <message>
            <source>The ledger's transactions add up to {0}, not to the balance ({1}).</source>
            <translation>Las transacciones del libro mayor suman {0}, no el saldo ({1}).</translation>
        </message>
        <message>
            <source>Order {0} was open when read: the server may have settled or dropped it since.</source>
            <translation>La orden {0} estaba abierta al leerla: puede que el servidor la haya liquidado o descartado desde entonces.</translation>
        </message>
        <message>
            <source>Order {0} settled for exactly this amount: the server may not have moved it.</source>
            <translation>La orden {0} se liquidó por exactamente este importe: puede que el servidor no lo haya movido.</translation>
        </message>
        <message>
            <source>Order {0} has a fee of exactly this amount.</source>
            <translation>La orden {0} tiene una comisión de exactamente este importe.</translation>
        </message>
        <message>
            <source>Order {0} had settled or failed when read: the server may still hold its amount.</source>
            <translation>La orden {0} ya estaba liquidada o fallida al leerla: puede que el servidor aún retenga su importe.</translation>
        </message>
        <message>
            <source>The total agrees, but the ledger disagrees on these orders:</source>
            <translation>El total cuadra, pero el libro mayor no coincide en estas órdenes:</translation>
        </message>
        <message>
            <source>Explained by:</source>
            <translation>Explicado por:</translation>
        </message>
        <message>
            <source>Partly explained by:</source>
            <translation>Explicado en parte por:</translation>
        </message>
        <message>
            <source>{0} of it cannot be explained.</source>
            <translation>{0} no se puede explicar.</translation>
        </message>
        <message>
            <source>Each of these alone would explain it:</source>
            <translation>Cualquiera de estas, por sí sola, lo explicaría:</translation>
        </message>
        <message>
            <source>It cannot be explained from the orders or the ledger.</source>
            <translation>No se puede explicar a partir de las órdenes ni del libro mayor.</translation>
        </message>
        <message>
            <source>It cannot be explained from the orders: no order has this amount, and the API lists no ledger transactions to compare them with.</source>
            <translation>No se puede explicar a partir de las órdenes: ninguna tiene este importe, y la API no lista transacciones del libro mayor con las que compararlas.</translation>
        </message>
        <message>
            <source>neither its type nor the server says in or out</source>
            <translation>ni su tipo ni el servidor indican si entra o sale</translation>
        </message>
        <message>
            <source>its money is not in the account's currency</source>
            <translation>su importe no está en la moneda de la cuenta</translation>
        </message>
        <message>
            <source>it has no amount</source>
            <translation>no tiene importe</translation>
        </message>
        <message>
            <source>it settled but does not say when</source>
            <translation>se liquidó pero no indica cuándo</translation>
        </message>
        <message>
            <source>its state is neither open, settled nor failed</source>
            <translation>su estado no es abierta, liquidada ni fallida</translation>
        </message>
        <message>
            <source>Order {0} ({1}, {2}) is not counted: {3}.</source>
            <translation>La orden {0} ({1}, {2}) no se cuenta: {3}.</translation>
        </message>
        <message>
            <source>Built from the account's orders: the API lists no ledger transactions (it reads one by its id only, and no order names its transactions). Each settled order is one line, dated when it settled; a payout's fee is taken from its debit.</source>
            <translation>Hecho a partir de las órdenes de la cuenta: la API no lista transacciones del libro mayor (solo lee una por su id, y ninguna orden nombra sus transacciones). Cada orden liquidada es una línea, con la fecha en que se liquidó; la comisión de un pago se descuenta de su cargo.</translation>
        </message>
        <message>
            <source>Money that moved without an order (an account fee, a correction) is in the balance but on no line: it shows as a difference.</source>
            <translation>El dinero que se movió sin una orden (una comisión de la cuenta, una corrección) está en el saldo pero en ninguna línea: aparece como una diferencia.</translation>
        </message>
        <message>
            <source>This sandbox lists its ledger (a test helper): as the orders did not agree with the account, each order was compared with its ledger transactions, so the difference is split exactly.</source>
            <translation>Este sandbox lista su libro mayor (una ayuda de pruebas): como las órdenes no coincidían con la cuenta, se comparó cada orden con sus transacciones del libro mayor, así que la diferencia se desglosa con exactitud.</translation>
        </message>
        <message>
            <source>This sandbox lists its ledger (a test helper); it is read only when the orders do not agree with the account, to split the difference order by order.</source>
            <translation>Este sandbox lista su libro mayor (una ayuda de pruebas); solo se lee cuando las órdenes no coinciden con la cuenta, para desglosar la diferencia orden por orden.</translation>
        </message>
        <message>
            <source>Without a ledger list a difference cannot be split: orders of exactly its amount are offered instead.</source>
            <translation>Sin una lista del libro mayor no se puede desglosar una diferencia: en su lugar se proponen las órdenes de exactamente su importe.</translation>
        </message>
        <message>
            <source>Reserved and pending amounts are as read now: the API keeps no history of holds, so they are not given for the period's end.</source>
            <translation>Los importes reservados y pendientes son los leídos ahora: la API no guarda historial de retenciones, así que no se dan para el final del periodo.</translation>
        </message>
        <message>
            <source>Money kept moving while the statement was read: a difference may only be that. Refresh to read it again.</source>
            <translation>El dinero siguió moviéndose mientras se leía el extracto: puede que una diferencia sea solo eso. Actualice para volver a leerlo.</translation>
        </message>
    </context>
    <context>
        <name>TaskRunner</name>
        <message>
            <source>An action for {0} finished after another account was chosen; it was not applied here. The journal has its outcome.</source>
            <translation>Una acción para {0} terminó después de elegir otra cuenta; no se aplicó aquí. El diario tiene su resultado.</translation>
        </message>
        <message>
            <source>An action for {0} failed after another account was chosen: {1}</source>
            <translation>Una acción para {0} falló después de elegir otra cuenta: {1}</translation>
        </message>
        <message>
            <source>Some fields need attention; see the messages beside them.</source>
            <translation>Algunos campos necesitan atención; vea los mensajes a su lado.</translation>
        </message>
        <message>
            <source>Sign in…</source>
            <translation>Iniciar sesión…</translation>
        </message>
        <message>
            <source>Something went wrong inside Teller ({0}). Try again; if it keeps happening, report it with the log.</source>
            <translation>Algo falló dentro de Teller ({0}). Vuelva a intentarlo; si sigue pasando, avise adjuntando el registro.</translation>
        </message>
    </context>
    <context>
        <name>TeamControls</name>
        <message>
            <source>Claim (C)</source>
            <translation>Tomar (C)</translation>
        </message>
        <message>
            <source>Assign… (G)</source>
            <translation>Asignar… (G)</translation>
        </message>
        <message>
            <source>Confirm (F)</source>
            <translation>Confirmar (F)</translation>
        </message>
        <message>
            <source>Return… (B)</source>
            <translation>Devolver… (B)</translation>
        </message>
        <message>
            <source>Unclaimed</source>
            <translation>Sin responsable</translation>
        </message>
        <message>
            <source>Claimed by you</source>
            <translation>Lo tiene usted</translation>
        </message>
        <message>
            <source>Claimed by {0}</source>
            <translation>Lo tiene {0}</translation>
        </message>
        <message>
            <source>Release (C)</source>
            <translation>Liberar (C)</translation>
        </message>
        <message>
            <source>{0} holds this case; they can release it or assign it to you.</source>
            <translation>{0} tiene este caso; puede liberarlo o asignárselo a usted.</translation>
        </message>
        <message>
            <source>Claim the case, or release it (C)</source>
            <translation>Tomar el caso, o liberarlo (C)</translation>
        </message>
        <message>
            <source>Assign the case to a reviewer (G)</source>
            <translation>Asignar el caso a un/a revisor/a (G)</translation>
        </message>
        <message>
            <source>{0}; waiting for a second reviewer.</source>
            <translation>{0}; a la espera de otra persona revisora.</translation>
        </message>
        <message>
            <source>You proposed this decision: a second, different reviewer confirms it.</source>
            <translation>Usted propuso esta decisión: la confirma otra persona revisora.</translation>
        </message>
        <message>
            <source>Confirm the proposed decision</source>
            <translation>Confirmar la decisión propuesta</translation>
        </message>
        <message>
            <source>{0}

Confirming makes it take effect now.</source>
            <translation>{0}

Al confirmarla, surte efecto ahora.</translation>
        </message>
        <message>
            <source>&amp;Confirm it</source>
            <translation>&amp;Confirmarla</translation>
        </message>
    </context>
    <context>
        <name>Theme</name>
        <message>
            <source>&amp;System</source>
            <translation>&amp;Sistema</translation>
        </message>
        <message>
            <source>&amp;Light</source>
            <translation>&amp;Claro</translation>
        </message>
        <message>
            <source>&amp;Dark</source>
            <translation>&amp;Oscuro</translation>
        </message>
        <message>
            <source>Teller's colours: as the desktop's, light or dark</source>
            <translation>Los colores de Teller: como los del escritorio, claros u oscuros</translation>
        </message>
        <message>
            <source>&amp;Theme</source>
            <translation>&amp;Tema</translation>
        </message>
    </context>
    <context>
        <name>TimelineModel</name>
        <message>
            <source>{0}, key {1}</source>
            <translation>{0}, clave {1}</translation>
        </message>
        <message>
            <source>When ({0})</source>
            <translation>Cuándo ({0})</translation>
        </message>
        <message>
            <source>Who</source>
            <translation>Quién</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Clase</translation>
        </message>
        <message>
            <source>What happened</source>
            <translation>Qué pasó</translation>
        </message>
    </context>
    <context>
        <name>TimelineView</name>
        <message>
            <source>Every kind</source>
            <translation>Todas las clases</translation>
        </message>
        <message>
            <source>Show events of kind</source>
            <translation>Mostrar los sucesos de la clase</translation>
        </message>
        <message>
            <source>&amp;Kind:</source>
            <translation>C&amp;lase:</translation>
        </message>
        <message>
            <source>Search who, what, names, notes…</source>
            <translation>Buscar quién, qué, nombres, notas…</translation>
        </message>
        <message>
            <source>Search the timeline</source>
            <translation>Buscar en la cronología</translation>
        </message>
        <message>
            <source>Case timeline, newest first</source>
            <translation>Cronología del caso, lo más reciente primero</translation>
        </message>
        <message>
            <source>{0} events</source>
            <translation>{0} sucesos</translation>
        </message>
        <message>
            <source>1 event</source>
            <translation>1 suceso</translation>
        </message>
        <message>
            <source>{0} of {1} events</source>
            <translation>{0} de {1} sucesos</translation>
        </message>
        <message>
            <source>{0} of 1 event</source>
            <translation>{0} de 1 suceso</translation>
        </message>
    </context>
    <context>
        <name>TransactionCard</name>
        <message>
            <source>Transaction</source>
            <translation>Transacción</translation>
        </message>
        <message>
            <source>Open a transaction by id, or select one in the list.</source>
            <translation>Abra una transacción por su id, o seleccione una en la lista.</translation>
        </message>
        <message>
            <source>the transaction id</source>
            <translation>el id de la transacción</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>Id</translation>
        </message>
        <message>
            <source>Created</source>
            <translation>Creada</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importe</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Clase</translation>
        </message>
        <message>
            <source>Running balance</source>
            <translation>Saldo acumulado</translation>
        </message>
        <message>
            <source>Counterparty</source>
            <translation>Contraparte</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Orden</translation>
        </message>
        <message>
            <source>Order id</source>
            <translation>Id de orden</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>Referencia</translation>
        </message>
    </context>
    <context>
        <name>TransferPreview</name>
        <message>
            <source>The recipient account's id</source>
            <translation>El id de la cuenta destinataria</translation>
        </message>
        <message>
            <source>Choose…</source>
            <translation>Elegir…</translation>
        </message>
        <message>
            <source>Pick the recipient account by name</source>
            <translation>Elegir la cuenta destinataria por su nombre</translation>
        </message>
        <message>
            <source>Preview</source>
            <translation>Vista previa</translation>
        </message>
        <message>
            <source>Transfer</source>
            <translation>Transferencia</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importe</translation>
        </message>
        <message>
            <source>Currency</source>
            <translation>Moneda</translation>
        </message>
        <message>
            <source>To account</source>
            <translation>A la cuenta</translation>
        </message>
        <message>
            <source>The API simulates transfers between accounts; it has no call that makes one. This preview shows what a transfer would debit and deliver at today's rate.</source>
            <translation>La API simula transferencias entre cuentas; no tiene ninguna llamada que las haga. Esta vista previa muestra lo que una transferencia cargaría y entregaría al cambio de hoy.</translation>
        </message>
        <message>
            <source>The amount or recipient changed; updating the quote…</source>
            <translation>El importe o el destinatario cambiaron; actualizando la cotización…</translation>
        </message>
        <message>
            <source>Enter an amount and the recipient account.</source>
            <translation>Escriba un importe y la cuenta destinataria.</translation>
        </message>
        <message>
            <source>Correct the amount to see a quote.</source>
            <translation>Corrija el importe para ver una cotización.</translation>
        </message>
        <message>
            <source>Correct the marked field to see a quote.</source>
            <translation>Corrija el campo marcado para ver una cotización.</translation>
        </message>
        <message>
            <source>No quote: see the message at the marked field.</source>
            <translation>Sin cotización: vea el mensaje en el campo marcado.</translation>
        </message>
        <message>
            <source>No quote: {0}</source>
            <translation>Sin cotización: {0}</translation>
        </message>
    </context>
    <context>
        <name>TypedConfirmationDialog</name>
        <message>
            <source>Confirm on {0}</source>
            <translation>Confirmar en {0}</translation>
        </message>
        <message>
            <source>PRODUCTION: {0}</source>
            <translation>PRODUCCIÓN: {0}</translation>
        </message>
        <message>
            <source>On {0}, for {1}. This changes real data and may move real money.</source>
            <translation>En {0}, para {1}. Esto cambia datos reales y puede mover dinero real.</translation>
        </message>
        <message>
            <source>Type &lt;b&gt;{0}&lt;/b&gt; to confirm:</source>
            <translation>Escriba &lt;b&gt;{0}&lt;/b&gt; para confirmar:</translation>
        </message>
        <message>
            <source>Confirmation text</source>
            <translation>Texto de confirmación</translation>
        </message>
        <message>
            <source>Confirm</source>
            <translation>Confirmar</translation>
        </message>
        <message>
            <source>That is not {0}. Type it exactly to confirm.</source>
            <translation>Eso no es {0}. Escríbalo exactamente para confirmar.</translation>
        </message>
    </context>
    <context>
        <name>UploadDialog</name>
        <message>
            <source>{0} cannot be read: {1}.</source>
            <translation>No se puede leer {0}: {1}.</translation>
        </message>
        <message>
            <source>{0} is empty.</source>
            <translation>{0} está vacío.</translation>
        </message>
        <message>
            <source>{0} is {1}: files of up to 10 MB are accepted.</source>
            <translation>{0} ocupa {1}: se aceptan archivos de hasta 10 MB.</translation>
        </message>
        <message>
            <source>{0} is not a PDF, PNG or JPEG (its content says otherwise, whatever its name): choose the scanned document itself.</source>
            <translation>{0} no es un PDF, PNG ni JPEG (su contenido lo dice, se llame como se llame): elija el documento escaneado.</translation>
        </message>
        <message>
            <source>Upload documents</source>
            <translation>Subir documentos</translation>
        </message>
        <message>
            <source>Drop PDF, PNG or JPEG files here, or choose them. Up to 10 MB each.</source>
            <translation>Suelte aquí archivos PDF, PNG o JPEG, o elíjalos. Hasta 10 MB cada uno.</translation>
        </message>
        <message>
            <source>Files to upload</source>
            <translation>Archivos que subir</translation>
        </message>
        <message>
            <source>C&amp;hoose files…</source>
            <translation>&amp;Elegir archivos…</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>&amp;Quitar</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>Categoría</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Tipo</translation>
        </message>
        <message>
            <source>Upload</source>
            <translation>Subir</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>type to choose</source>
            <translation>tipo por elegir</translation>
        </message>
        <message>
            <source>Choose documents</source>
            <translation>Elegir documentos</translation>
        </message>
        <message>
            <source>Documents (*.pdf *.png *.jpg *.jpeg);;All files (*)</source>
            <translation>Documentos (*.pdf *.png *.jpg *.jpeg);;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>Choose at least one file.</source>
            <translation>Elija al menos un archivo.</translation>
        </message>
        <message>
            <source>Choose the type of {0}.</source>
            <translation>Elija el tipo de {0}.</translation>
        </message>
        <message>
            <source>Cancel upload</source>
            <translation>Cancelar la subida</translation>
        </message>
        <message>
            <source>Sending {0} of {1}: {2}</source>
            <translation>Enviando {0} de {1}: {2}</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>{0} changed on the disk after it was checked and was not sent ({1} of {2} files were). Choose it again.</source>
            <translation>{0} cambió en el disco después de comprobarse y no se envió (se enviaron {1} de {2} archivos). Vuelva a elegirlo.</translation>
        </message>
        <message>
            <source>{0} of {1} sent</source>
            <translation>{0} de {1} enviados</translation>
        </message>
        <message>
            <source>Cancelled: {0} of {1} sent</source>
            <translation>Cancelado: {0} de {1} enviados</translation>
        </message>
        <message>
            <source>Upload cancelled: {0} of {1} files were sent; a file under way may have reached the server (the case shows what it holds).</source>
            <translation>Subida cancelada: se enviaron {0} de {1} archivos; un archivo en curso puede haber llegado al servidor (el caso muestra lo que tiene).</translation>
        </message>
    </context>
    <context>
        <name>UserPanel</name>
        <message>
            <source>User id</source>
            <translation>Id de usuario</translation>
        </message>
        <message>
            <source>Type a user id, or pick a recent one</source>
            <translation>Escriba un id de usuario, o elija uno reciente</translation>
        </message>
        <message>
            <source>Open &amp;user</source>
            <translation>A&amp;brir usuario</translation>
        </message>
        <message>
            <source>&amp;Browse sandbox users…</source>
            <translation>Ver usuar&amp;ios del sandbox…</translation>
        </message>
        <message>
            <source>No user open</source>
            <translation>Ningún usuario abierto</translation>
        </message>
        <message>
            <source>Accounts of the user</source>
            <translation>Cuentas del usuario</translation>
        </message>
        <message>
            <source>Account id</source>
            <translation>Id de cuenta</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Abrir</translation>
        </message>
        <message>
            <source>&amp;New account…</source>
            <translation>&amp;Nueva cuenta…</translation>
        </message>
        <message>
            <source>Accounts</source>
            <translation>Cuentas</translation>
        </message>
        <message>
            <source>{0} (not loaded)</source>
            <translation>{0} (sin cargar)</translation>
        </message>
    </context>
    <context>
        <name>UserPickerDialog</name>
        <message>
            <source>Sandbox users</source>
            <translation>Usuarios del sandbox</translation>
        </message>
        <message>
            <source>Filter by name, type or id</source>
            <translation>Filtrar por nombre, tipo o id</translation>
        </message>
        <message>
            <source>Filter the users</source>
            <translation>Filtrar los usuarios</translation>
        </message>
        <message>
            <source>{0} user</source>
            <translation>{0} usuario</translation>
        </message>
        <message>
            <source>{0} users</source>
            <translation>{0} usuarios</translation>
        </message>
        <message>
            <source>{1} of {0} user</source>
            <translation>{1} de {0} usuario</translation>
        </message>
        <message>
            <source>{1} of {0} users</source>
            <translation>{1} de {0} usuarios</translation>
        </message>
        <message>
            <source>No user matches “{0}”. Change the search, or clear it.</source>
            <translation>Ningún usuario coincide con «{0}». Cambie la búsqueda o bórrela.</translation>
        </message>
        <message>
            <source>There is no user to open.</source>
            <translation>No hay ningún usuario que abrir.</translation>
        </message>
    </context>
    <context>
        <name>VibanTable</name>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>Holder</source>
            <translation>Titular</translation>
        </message>
        <message>
            <source>IBAN / account number</source>
            <translation>IBAN / número de cuenta</translation>
        </message>
        <message>
            <source>BIC / ABA</source>
            <translation>BIC / ABA</translation>
        </message>
        <message>
            <source>State</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>Id</translation>
        </message>
        <message>
            <source>Virtual IBANs</source>
            <translation>IBAN virtuales</translation>
        </message>
        <message>
            <source>This account has no vIBANs yet.</source>
            <translation>Esta cuenta aún no tiene vIBAN.</translation>
        </message>
        <message>
            <source>{0} vIBAN</source>
            <translation>{0} vIBAN</translation>
        </message>
        <message>
            <source>{0} vIBANs</source>
            <translation>{0} vIBAN</translation>
        </message>
        <message>
            <source>{0}, {1} active</source>
            <translation>{0}, {1} activos</translation>
        </message>
    </context>
    <context>
        <name>ViewerToolbar</name>
        <message>
            <source>Previous page (Page Up)</source>
            <translation>Página anterior (Re Pág)</translation>
        </message>
        <message>
            <source>Next page (Page Down)</source>
            <translation>Página siguiente (Av Pág)</translation>
        </message>
        <message>
            <source>Page</source>
            <translation>Página</translation>
        </message>
        <message>
            <source>Zoom out (Ctrl+-)</source>
            <translation>Alejar (Ctrl+-)</translation>
        </message>
        <message>
            <source>Zoom in (Ctrl++)</source>
            <translation>Acercar (Ctrl++)</translation>
        </message>
        <message>
            <source>Fit width</source>
            <translation>Ajustar al ancho</translation>
        </message>
        <message>
            <source>Fit the page to the width</source>
            <translation>Ajustar la página al ancho</translation>
        </message>
        <message>
            <source>Rotate a quarter turn anticlockwise (Ctrl+Shift+R)</source>
            <translation>Girar un cuarto de vuelta a la izquierda (Ctrl+Mayús+R)</translation>
        </message>
        <message>
            <source>Rotate a quarter turn clockwise (Ctrl+R)</source>
            <translation>Girar un cuarto de vuelta a la derecha (Ctrl+R)</translation>
        </message>
        <message>
            <source>Fit</source>
            <translation>Ajustar</translation>
        </message>
        <message>
            <source>Open…</source>
            <translation>Abrir…</translation>
        </message>
        <message>
            <source>Save…</source>
            <translation>Guardar…</translation>
        </message>
        <message>
            <source>Open with system viewer</source>
            <translation>Abrir con el visor del sistema</translation>
        </message>
        <message>
            <source>Open a temporary copy in this computer's own viewer</source>
            <translation>Abrir una copia temporal en el visor de este equipo</translation>
        </message>
        <message>
            <source>Save a copy…</source>
            <translation>Guardar una copia…</translation>
        </message>
        <message>
            <source>Save the file as it was uploaded</source>
            <translation>Guardar el archivo tal como se subió</translation>
        </message>
    </context>
    <context>
        <name>VirtualIbansDialog</name>
        <message>
            <source>vIBAN id</source>
            <translation>Id del vIBAN</translation>
        </message>
        <message>
            <source>&amp;Deactivate…</source>
            <translation>&amp;Desactivar…</translation>
        </message>
        <message>
            <source>Inactive already: there is nothing to deactivate.</source>
            <translation>Ya está inactivo: no hay nada que desactivar.</translation>
        </message>
        <message>
            <source>&amp;New vIBAN</source>
            <translation>&amp;Nuevo vIBAN</translation>
        </message>
        <message>
            <source>Issue a new active vIBAN for this account (sandbox test helper)</source>
            <translation>Emitir un vIBAN activo nuevo para esta cuenta (ayuda de pruebas del sandbox)</translation>
        </message>
        <message>
            <source>vIBAN id:</source>
            <translation>Id del vIBAN:</translation>
        </message>
        <message>
            <source>The API has no list of an account's vIBANs: enter the id of the one to deactivate. Listing and issuing vIBANs are sandbox test helpers.</source>
            <translation>La API no tiene lista de los vIBAN de una cuenta: escriba el id del que quiere desactivar. Listar y emitir vIBAN son ayudas de pruebas del sandbox.</translation>
        </message>
        <message>
            <source>Virtual IBANs of {0}</source>
            <translation>IBAN virtuales de {0}</translation>
        </message>
        <message>
            <source>This vIBAN is inactive already: a deactivated vIBAN cannot be activated or deactivated again.</source>
            <translation>Este vIBAN ya está inactivo: un vIBAN desactivado no se puede volver a activar ni desactivar.</translation>
        </message>
        <message>
            <source>Deactivate the vIBAN with this id (asks first; cannot be undone)</source>
            <translation>Desactivar el vIBAN con este id (pregunta antes; no se puede deshacer)</translation>
        </message>
        <message>
            <source>Deactivate the vIBAN {0}?</source>
            <translation>¿Desactivar el vIBAN {0}?</translation>
        </message>
        <message>
            <source>Payments sent to it will no longer reach this account. This cannot be undone: a deactivated vIBAN cannot be activated again.</source>
            <translation>Los pagos que se le envíen dejarán de llegar a esta cuenta. No se puede deshacer: un vIBAN desactivado no se puede volver a activar.</translation>
        </message>
        <message>
            <source>vIBAN id: {0}</source>
            <translation>Id del vIBAN: {0}</translation>
        </message>
        <message>
            <source>Deactivate vIBAN</source>
            <translation>Desactivar vIBAN</translation>
        </message>
        <message>
            <source>Deactivate</source>
            <translation>Desactivar</translation>
        </message>
        <message>
            <source>Keep it</source>
            <translation>Conservarlo</translation>
        </message>
        <message>
            <source>Enter the id of the vIBAN to deactivate, or select one in the list.</source>
            <translation>Escriba el id del vIBAN que desactivar, o seleccione uno en la lista.</translation>
        </message>
        <message>
            <source>vIBAN {0} of {1} is now {2}.</source>
            <translation>El vIBAN {0} de {1} ahora está {2}.</translation>
        </message>
        <message>
            <source>vIBAN {0} of {1} was not deactivated: {2}</source>
            <translation>El vIBAN {0} de {1} no se desactivó: {2}</translation>
        </message>
        <message>
            <source>vIBAN {0} is now {1}.</source>
            <translation>El vIBAN {0} ahora está {1}.</translation>
        </message>
    </context>
    <context>
        <name>Waiting</name>
        <message>
            <source>&amp;Waiting for you</source>
            <translation>&amp;Pendiente de usted</translation>
        </message>
        <message>
            <source>Waiting for its OTP</source>
            <translation>Espera su OTP</translation>
        </message>
        <message>
            <source>Failed</source>
            <translation>Pago fallido</translation>
        </message>
        <message>
            <source>Unfinished batch</source>
            <translation>Lote sin terminar</translation>
        </message>
        <message>
            <source>Batch to confirm</source>
            <translation>Lote por confirmar</translation>
        </message>
        <message>
            <source>Decision to confirm</source>
            <translation>Decisión por confirmar</translation>
        </message>
        <message>
            <source>{0} payout</source>
            <translation>{0} pago</translation>
        </message>
        <message>
            <source>{0} payouts</source>
            <translation>{0} pagos</translation>
        </message>
        <message>
            <source>{0} to {1}</source>
            <translation>{0} a {1}</translation>
        </message>
        <message>
            <source>{0} from {1}</source>
            <translation>{0} de {1}</translation>
        </message>
        <message>
            <source>{0} from {1} ({2})</source>
            <translation>{0} de {1} ({2})</translation>
        </message>
        <message>
            <source>Approve {0}</source>
            <translation>Aprobar {0}</translation>
        </message>
        <message>
            <source>Reject {0}</source>
            <translation>Rechazar {0}</translation>
        </message>
        <message>
            <source>asked by {0}</source>
            <translation>a petición de {0}</translation>
        </message>
        <message>
            <source>proposed by {0}</source>
            <translation>propuesta por {0}</translation>
        </message>
        <message>
            <source>{0}. {1}. Enter: {2}</source>
            <translation>{0}. {1}. Intro: {2}</translation>
        </message>
        <message>
            <source>{0}, {1}</source>
            <translation>{0}, {1}</translation>
        </message>
        <message>
            <source>failed {0}</source>
            <translation>fallo: {0}</translation>
        </message>
        <message>
            <source>since {0}</source>
            <translation>desde {0}</translation>
        </message>
        <message>
            <source>Enter OTP…</source>
            <translation>Introducir OTP…</translation>
        </message>
        <message>
            <source>Show in Orders</source>
            <translation>Ver en Órdenes</translation>
        </message>
        <message>
            <source>Resume…</source>
            <translation>Reanudar…</translation>
        </message>
        <message>
            <source>Confirm…</source>
            <translation>Confirmar…</translation>
        </message>
        <message>
            <source>Open the case</source>
            <translation>Abrir el caso</translation>
        </message>
        <message>
            <source>Nothing waiting</source>
            <translation>Nada pendiente</translation>
        </message>
        <message>
            <source>{0} thing waits for you</source>
            <translation>{0} tarea pendiente</translation>
        </message>
        <message>
            <source>{0} things wait for you</source>
            <translation>{0} tareas pendientes</translation>
        </message>
    </context>
    <context>
        <name>WaitingCount</name>
        <message>
            <source>Open the list of what waits for you ({0})</source>
            <translation>Abrir la lista de lo pendiente ({0})</translation>
        </message>
        <message>
            <source>Waiting for you: {0}</source>
            <translation>Pendiente de usted: {0}</translation>
        </message>
    </context>
    <context>
        <name>WaitingPanel</name>
        <message>
            <source>Waiting for you</source>
            <translation>Pendiente de usted</translation>
        </message>
        <message>
            <source>Nothing waits for you. Payouts waiting for their OTP, payouts that fail, unfinished batches and decisions to confirm show here.</source>
            <translation>No hay nada pendiente de usted. Aquí aparecen los pagos que esperan su OTP, los pagos que fallan, los lotes sin terminar y las decisiones por confirmar.</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Abrir</translation>
        </message>
        <message>
            <source>Do what the selected item waits for (Enter)</source>
            <translation>Hacer lo que espera el elemento seleccionado (Intro)</translation>
        </message>
        <message>
            <source>Seen</source>
            <translation>Visto</translation>
        </message>
        <message>
            <source>The failure leaves the list (Delete)</source>
            <translation>El fallo sale de la lista (Supr)</translation>
        </message>
        <message>
            <source>All seen</source>
            <translation>Todo visto</translation>
        </message>
        <message>
            <source>Every failure so far leaves the list; only later ones show</source>
            <translation>Todos los fallos hasta ahora salen de la lista; solo se muestran los posteriores</translation>
        </message>
        <message>
            <source>Refresh</source>
            <translation>Actualizar</translation>
        </message>
        <message>
            <source>Look again now (F5)</source>
            <translation>Volver a consultar ahora (F5)</translation>
        </message>
        <message>
            <source>Enter: {0}</source>
            <translation>Intro: {0}</translation>
        </message>
        <message>
            <source>Waiting for you ({0})</source>
            <translation>Pendiente de usted ({0})</translation>
        </message>
        <message>
            <source>The session has ended: the list is looked at again once you sign in again.</source>
            <translation>La sesión ha terminado: la lista se vuelve a consultar cuando inicie sesión de nuevo.</translation>
        </message>
        <message>
            <source>{0} The list shows the last answer.</source>
            <translation>{0} La lista muestra la última respuesta.</translation>
        </message>
        <message>
            <source>The list could not be read again ({0}); it shows the last answer. Press F5 to try now.</source>
            <translation>No se pudo volver a leer la lista ({0}); muestra la última respuesta. Pulse F5 para intentarlo ahora.</translation>
        </message>
        <message>
            <source>Looking…</source>
            <translation>Consultando…</translation>
        </message>
        <message>
            <source>Looked at {0}; it looks again by itself.</source>
            <translation>Consultada a las {0}; se vuelve a consultar sola.</translation>
        </message>
        <message>
            <source>More payouts wait than the list reads at once: filter by state in Orders to see them all.</source>
            <translation>Esperan más pagos de los que la lista lee de una vez: filtre por estado en Órdenes para verlos todos.</translation>
        </message>
    </context>
    <context>
        <name>compliance</name>
        <message>
            <source>{0} d {1} h</source>
            <translation>{0} d {1} h</translation>
        </message>
        <message>
            <source>{0} d</source>
            <translation>{0} d</translation>
        </message>
        <message>
            <source>{0} h {1} min</source>
            <translation>{0} h {1} min</translation>
        </message>
        <message>
            <source>{0} h</source>
            <translation>{0} h</translation>
        </message>
        <message>
            <source>{0} min</source>
            <translation>{0} min</translation>
        </message>
        <message>
            <source>{0} s</source>
            <translation>{0} s</translation>
        </message>
        <message>
            <source>{0} B</source>
            <translation>{0} B</translation>
        </message>
        <message>
            <source>{0:.1f} KB</source>
            <translation>{0:.1f} KB</translation>
        </message>
        <message>
            <source>{0:.1f} MB</source>
            <translation>{0:.1f} MB</translation>
        </message>
    </context>
</TS>
